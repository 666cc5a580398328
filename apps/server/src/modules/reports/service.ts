import { ageBandOf, errorText, isHideableSurface, type ReportBody } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { hideItem, loadItem, type ReportableItem, visibleTo } from '../../safety/items.js';
import { SAFETY_THRESHOLDS } from '../../safety/thresholds.js';
import { notifyModeration } from '../notifications/service.js';

type Ctx = Pick<AppContext, 'db' | 'live' | 'log'>;

export const reportErrors = {
  notFound: errorText['reports.notFound'],
  own: errorText['reports.own'],
  already: errorText['reports.already'],
} as const;

/**
 * A member reports an item they can see (issue 16): one open report per member and item; not their
 * own (except an AI output they got). Enough distinct reporters, or a personal-information report
 * on a child's item, hide it at once pending review.
 */
export async function createReport(ctx: Ctx, reporterId: string, body: ReportBody): Promise<{ id: string }> {
  const item = await loadItem(ctx.db, body.surface, body.itemId);
  if (!item || !visibleTo(item, reporterId)) throw new AppError(404, 'not_found', reportErrors.notFound);
  if (item.authorId === reporterId) throw new AppError(403, 'cannot_report_own', reportErrors.own);
  let id: string;
  try {
    ({ id } = await ctx.db
      .insertInto('reports')
      .values({
        reporter_id: reporterId,
        surface: body.surface,
        item_id: body.itemId,
        item_author_id: item.authorId,
        reason: body.reason,
        note: body.note || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'already_reported', reportErrors.already);
    throw err;
  }
  await autoHideIfDue(ctx, item, body.reason);
  return { id };
}

async function authorIsChild(ctx: Ctx, authorId: string | null): Promise<boolean> {
  if (!authorId) return false;
  const row = await ctx.db
    .selectFrom('user')
    .select(['birthYear', 'birthMonth'])
    .where('id', '=', authorId)
    .executeTakeFirst();
  const birth = row?.birthYear && row.birthMonth ? { year: row.birthYear, month: row.birthMonth } : null;
  return ageBandOf(birth) === 'child';
}

async function distinctOpenReporters(ctx: Ctx, item: ReportableItem): Promise<number> {
  const row = await ctx.db
    .selectFrom('reports')
    .select((eb) => eb.fn.count<number>('reporter_id').distinct().as('n'))
    .where('surface', '=', item.surface)
    .where('item_id', '=', item.itemId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Point 4: hidden pending review when SAFETY_THRESHOLDS.autoHideDistinctReporters members have
 * reported it, or at once when a personal-information report is about a child's item. Only a
 * visible item changes (two reports at once hide it once); an audit row records it, and the author
 * is told.
 */
async function autoHideIfDue(ctx: Ctx, item: ReportableItem, reason: ReportBody['reason']): Promise<void> {
  if (!isHideableSurface(item.surface) || item.state !== null) return;
  const childInfo = reason === 'personal_info' && (await authorIsChild(ctx, item.authorId));
  const reporters = childInfo ? 0 : await distinctOpenReporters(ctx, item);
  if (!childInfo && reporters < SAFETY_THRESHOLDS.autoHideDistinctReporters) return;
  if (!(await hideItem(ctx, item, 'hidden', null))) return;
  const action = await ctx.db
    .insertInto('moderation_actions')
    .values({
      moderator_id: null,
      surface: item.surface,
      item_id: item.itemId,
      subject_id: item.authorId,
      action: 'auto_hide',
      rule_id: null,
      note: childInfo ? 'Personal information reported on a child’s item.' : `Reported by ${reporters} members.`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (item.authorId) {
    await notifyModeration(ctx.db, {
      userId: item.authorId,
      kind: 'moderation_action',
      actionId: action.id,
      postId: item.postId,
    });
    await ctx.live
      .publish({ to: item.authorId, event: { type: 'notification' } })
      .catch((err: unknown) => ctx.log.warn({ err }, 'live notification not published'));
  }
  ctx.log.info(
    { event: 'moderation.auto_hide', surface: item.surface, itemId: item.itemId },
    'item hidden pending review',
  );
}
