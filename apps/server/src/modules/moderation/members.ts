import { type AgeBand, type AuditEntry, ageBandOf } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { displayNameSql } from '../../db/member-sql.js';
import type { ModerationActionsTable } from '../../db/tables/safety.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

export interface MemberSummary {
  id: string;
  name: string;
  username: string;
  ageBand: AgeBand;
  role: string;
}

/** The members of `ids` in one query, keyed by id. */
export async function membersById(db: Db, ids: Iterable<string | null>): Promise<Map<string, MemberSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('user as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select(['u.id', displayNameSql('p', 'u').as('name'), 'p.username', 'u.birthYear', 'u.birthMonth', 'u.role'])
    .where('u.id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        username: r.username ?? '',
        role: r.role,
        ageBand: ageBandOf(r.birthYear && r.birthMonth ? { year: r.birthYear, month: r.birthMonth } : null),
      },
    ]),
  );
}

/** Actions that count against a member (the queue's "prior actions"); dismissals and reversals do not. */
export const SANCTION_ACTIONS = ['hide', 'remove', 'warn', 'mute', 'suspend', 'ban', 'auto_mute'] as const;

/** How many actions each member has had against them, in one grouped query. */
export async function priorActionCounts(db: Db, ids: Iterable<string | null>): Promise<Map<string, number>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('moderation_actions')
    .select(['subject_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('subject_id', 'in', wanted)
    .where('action', 'in', SANCTION_ACTIONS)
    .groupBy('subject_id')
    .execute();
  return new Map(rows.map((r) => [r.subject_id as string, Number(r.n)]));
}

type ActionRow = Pick<
  ModerationActionsTable,
  'moderator_id' | 'subject_id' | 'action' | 'surface' | 'item_id' | 'rule_id' | 'note'
> & { id: string; ends_at: Date | string | null; created_at: Date | string };

const ref = (m: MemberSummary | undefined) => (m ? { id: m.id, name: m.name, username: m.username } : null);

/** Audit rows as the API shows them, with both members looked up in one query. */
export async function toAuditEntries(db: Db, rows: ActionRow[]): Promise<AuditEntry[]> {
  const members = await membersById(
    db,
    rows.flatMap((r) => [r.moderator_id, r.subject_id]),
  );
  return rows.map((r) => ({
    id: r.id,
    moderator: ref(r.moderator_id ? members.get(r.moderator_id) : undefined),
    action: r.action,
    surface: r.surface,
    itemId: r.item_id,
    subject: ref(r.subject_id ? members.get(r.subject_id) : undefined),
    ruleId: r.rule_id,
    note: r.note,
    endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export const ACTION_COLUMNS = [
  'id',
  'moderator_id',
  'subject_id',
  'action',
  'surface',
  'item_id',
  'rule_id',
  'note',
  'ends_at',
  'created_at',
] as const;
