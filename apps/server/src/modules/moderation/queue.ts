import type { QueueItem, QueueItemDetail, QueueQuery, ReportReason, ReportSurface } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { itemKey, loadItem, loadItems } from '../../safety/items.js';
import { SAFETY_THRESHOLDS } from '../../safety/thresholds.js';
import { ACTION_COLUMNS, membersById, priorActionCounts, toAuditEntries } from './members.js';

type Db = Kysely<Database>;

interface Group {
  surface: ReportSurface;
  item_id: string;
  report_count: number | string;
  first_at: Date | string | null;
  last_at: Date | string | null;
  author_id: string | null;
  overdue: boolean | null;
  appeal?: QueueItem['appeal'];
}

const overdueHours = () => SAFETY_THRESHOLDS.reportOverdueHours;
const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

/**
 * Reports grouped by item: open (waiting) or handled. One grouped query for the page and one for
 * the total; the open reports are read through reports_open_created_idx, an item's through
 * reports_item_idx.
 */
function groupedReports(db: Db, q: QueueQuery) {
  const open = q.status === 'open';
  let query = db
    .selectFrom('reports')
    .select((eb) => [
      'surface',
      'item_id',
      eb.fn.countAll<number>().as('report_count'),
      eb.fn.min('created_at').as('first_at'),
      eb.fn.max('created_at').as('last_at'),
      sql<string | null>`max(item_author_id::text)`.as('author_id'),
      sql<boolean>`bool_or(status = 'open' and created_at < now() - interval '1 hour' * ${overdueHours()})`.as(
        'overdue',
      ),
      sql<Date | null>`max(handled_at)`.as('handled_at'),
    ])
    .where('status', open ? '=' : '!=', 'open')
    .groupBy(['surface', 'item_id']);
  if (q.surface) query = query.where('surface', '=', q.surface);
  if (q.reason) query = query.having(sql<boolean>`bool_or(reason = ${q.reason})`);
  return query;
}

async function reasonCounts(db: Db, groups: Group[], status: QueueQuery['status']) {
  const out = new Map<string, Array<{ reason: ReportReason; count: number }>>();
  if (groups.length === 0) return out;
  let query = db
    .selectFrom('reports')
    .select(['surface', 'item_id', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
    // Both columns, so reports_item_idx (surface, item_id, status) serves it.
    .where('surface', 'in', [...new Set(groups.map((g) => g.surface))])
    .where(
      'item_id',
      'in',
      groups.map((g) => g.item_id),
    )
    .groupBy(['surface', 'item_id', 'reason'])
    .orderBy('n', 'desc')
    .orderBy('reason');
  if (status === 'open') query = query.where('status', '=', 'open');
  if (status === 'handled') query = query.where('status', '!=', 'open');
  for (const r of await query.execute()) {
    const key = itemKey(r.surface, r.item_id);
    const list = out.get(key) ?? [];
    list.push({ reason: r.reason, count: Number(r.n) });
    out.set(key, list);
  }
  return out;
}

/** The page's groups as queue items: the items, their authors and the authors' prior actions, batched. */
async function toQueueItems(db: Db, groups: Group[], status: QueueQuery['status']): Promise<QueueItem[]> {
  const [items, reasons] = await Promise.all([
    loadItems(
      db,
      groups.map((g) => ({ surface: g.surface, itemId: g.item_id })),
    ),
    reasonCounts(db, groups, status),
  ]);
  const authorOf = (g: Group) => items.get(itemKey(g.surface, g.item_id))?.authorId ?? g.author_id;
  const authorIds = groups.map(authorOf);
  const [members, prior] = await Promise.all([membersById(db, authorIds), priorActionCounts(db, authorIds)]);
  return groups.map((g) => {
    const key = itemKey(g.surface, g.item_id);
    const item = items.get(key);
    const authorId = authorOf(g);
    const author = authorId ? members.get(authorId) : undefined;
    return {
      surface: g.surface,
      itemId: g.item_id,
      excerpt: item?.excerpt ?? '',
      url: item?.url ?? null,
      state: item?.state ?? null,
      author: author
        ? {
            id: author.id,
            name: author.name,
            username: author.username,
            ageBand: author.ageBand,
            priorActions: prior.get(author.id) ?? 0,
          }
        : null,
      reportCount: Number(g.report_count),
      reasons: reasons.get(key) ?? [],
      firstReportedAt: iso(g.first_at),
      lastReportedAt: iso(g.last_at),
      overdue: Boolean(g.overdue),
      appeal: g.appeal ?? null,
    };
  });
}

/**
 * The moderation queue (docs/decisions/1622): open reports grouped by item, the most-reported
 * first and then the most recently reported; handled ones by when they were decided; appeals
 * waiting for a decision, newest first.
 */
export async function listQueue(db: Db, q: QueueQuery) {
  const offset = (q.page - 1) * q.pageSize;
  if (q.status === 'appeals') return listAppeals(db, q);
  const base = groupedReports(db, q);
  let ordered = base;
  ordered =
    q.status === 'open'
      ? ordered.orderBy('report_count', 'desc').orderBy('last_at', 'desc')
      : ordered.orderBy(sql`max(handled_at)`, 'desc');
  const [rows, total] = await Promise.all([
    ordered.orderBy('surface').orderBy('item_id').limit(q.pageSize).offset(offset).execute(),
    db
      .selectFrom(base.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: await toQueueItems(db, rows as Group[], q.status),
    total: Number(total.total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function listAppeals(db: Db, q: QueueQuery) {
  let query = db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_actions as m', 'm.id', 'a.action_id')
    .where('a.status', '=', 'open');
  if (q.surface) query = query.where('m.surface', '=', q.surface);
  if (q.reason) {
    const reason = q.reason;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('reports as r')
          .select('r.id')
          .whereRef('r.surface', '=', 'm.surface')
          .whereRef('r.item_id', '=', 'm.item_id')
          .where('r.reason', '=', reason),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'a.id as appeal_id',
        'a.text',
        'a.created_at as appeal_at',
        'm.id as action_id',
        'm.action',
        'm.rule_id',
        'm.surface',
        'm.item_id',
        'm.subject_id',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const stats = new Map<string, { n: number; first: Date | null; last: Date | null }>();
  if (rows.length > 0) {
    const counted = await db
      .selectFrom('reports')
      .select((eb) => [
        'surface',
        'item_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('created_at').as('first'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('surface', 'in', [...new Set(rows.map((r) => r.surface as ReportSurface))])
      .where(
        'item_id',
        'in',
        rows.map((r) => r.item_id),
      )
      .groupBy(['surface', 'item_id'])
      .execute();
    for (const c of counted) stats.set(itemKey(c.surface, c.item_id), { n: Number(c.n), first: c.first, last: c.last });
  }
  const groups: Group[] = rows.map((r) => {
    const s = stats.get(itemKey(r.surface, r.item_id));
    return {
      surface: r.surface as ReportSurface,
      item_id: r.item_id,
      report_count: s?.n ?? 0,
      first_at: s?.first ?? null,
      last_at: s?.last ?? null,
      author_id: r.subject_id,
      overdue: false,
      appeal: {
        id: r.appeal_id,
        text: r.text,
        createdAt: new Date(r.appeal_at).toISOString(),
        action: { id: r.action_id, action: r.action, ruleId: r.rule_id },
      },
    };
  });
  return {
    items: await toQueueItems(db, groups, 'appeals'),
    total: Number(total.total),
    page: q.page,
    pageSize: q.pageSize,
  };
}

const HISTORY_LIMIT = 50;

/** One item in context: its full text and parent, every report on it, and its author's history. */
export async function queueDetail(db: Db, surface: ReportSurface, itemId: string): Promise<QueueItemDetail> {
  const [item, reports, appeal] = await Promise.all([
    loadItem(db, surface, itemId),
    db
      .selectFrom('reports')
      .select(['id', 'reason', 'note', 'created_at', 'status', 'item_author_id'])
      .where('surface', '=', surface)
      .where('item_id', '=', itemId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('moderation_appeals as a')
      .innerJoin('moderation_actions as m', 'm.id', 'a.action_id')
      .select(['a.id', 'a.text', 'a.created_at', 'm.id as action_id', 'm.action', 'm.rule_id'])
      .where('m.surface', '=', surface)
      .where('m.item_id', '=', itemId)
      .where('a.status', '=', 'open')
      .orderBy('a.created_at', 'desc')
      .executeTakeFirst(),
  ]);
  if (!item && reports.length === 0) throw new AppError(404, 'not_found', errorText['moderation.nothingReported']);
  const open = reports.filter((r) => r.status === 'open');
  const counted = open.length > 0 ? open : reports;
  const group: Group = {
    surface,
    item_id: itemId,
    report_count: counted.length,
    first_at: counted.at(-1)?.created_at ?? null,
    last_at: counted[0]?.created_at ?? null,
    author_id: item?.authorId ?? reports.find((r) => r.item_author_id)?.item_author_id ?? null,
    overdue: open.some((r) => Date.now() - new Date(r.created_at).getTime() > overdueHours() * 3_600_000),
    appeal: appeal
      ? {
          id: appeal.id,
          text: appeal.text,
          createdAt: new Date(appeal.created_at).toISOString(),
          action: { id: appeal.action_id, action: appeal.action, ruleId: appeal.rule_id },
        }
      : null,
  };
  const [queued] = await toQueueItems(db, [group], open.length > 0 ? 'open' : 'handled');
  const authorId = group.author_id;
  const history = authorId
    ? await toAuditEntries(
        db,
        await db
          .selectFrom('moderation_actions')
          .select(ACTION_COLUMNS)
          .where('subject_id', '=', authorId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(HISTORY_LIMIT)
          .execute(),
      )
    : [];
  return {
    ...(queued as QueueItem),
    text: item?.text ?? '',
    parent: item?.parent ?? null,
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
    })),
    history,
  };
}
