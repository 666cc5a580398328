import type { AuditAction, ModerationNotice } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { itemKey, loadItem, loadItems, publishItemChange, setItemState } from '../../safety/items.js';
import { notifyModeration } from '../notifications/service.js';
import { pingNotifications, SANCTION_COLUMN } from './actions.js';

type Db = Kysely<Database>;

export const appealErrors = {
  notFound: errorText['appeals.notFound'],
  notAllowed: errorText['appeals.notAllowed'],
  decided: errorText['appeals.decided'],
  self: errorText['appeals.self'],
} as const;

/** What a member is told about: every action against their item or account (not dismissals or role changes). */
const NOTICE_ACTIONS = ['hide', 'remove', 'warn', 'mute', 'suspend', 'ban', 'auto_hide', 'auto_mute'] as const;
/**
 * What may be appealed, once (docs/decisions/1624): a moderator's action and a graded mute. An
 * auto-hide is no decision yet (a moderator reviews it anyway), so it is not appealed.
 */
const APPEALABLE: ReadonlySet<AuditAction> = new Set(['hide', 'remove', 'warn', 'mute', 'suspend', 'ban', 'auto_mute']);

export async function listNotices(db: Db, userId: string, page: { page: number; pageSize: number }) {
  const base = db
    .selectFrom('moderation_actions as m')
    .where('m.subject_id', '=', userId)
    .where('m.action', 'in', NOTICE_ACTIONS);
  const result = await paginate(
    base
      .leftJoin('moderation_appeals as a', 'a.action_id', 'm.id')
      .select([
        'm.id',
        'm.action',
        'm.rule_id',
        'm.note',
        'm.surface',
        'm.item_id',
        'm.ends_at',
        'm.created_at',
        'a.status as appeal_status',
        'a.text as appeal_text',
        'a.decided_at',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc'),
    base.select((eb) => eb.fn.countAll<number>().as('total')),
    page,
    (r) => r,
  );
  const items = await loadItems(
    db,
    result.items
      .filter((r) => r.surface !== 'member')
      .map((r) => ({ surface: r.surface as Exclude<typeof r.surface, 'member'>, itemId: r.item_id })),
  );
  return {
    ...result,
    items: result.items.map(
      (r): ModerationNotice => ({
        actionId: r.id,
        action: r.action,
        ruleId: r.rule_id,
        // An auto-mute's note is the filter's explanation; a moderator's note is for the member too.
        note: r.note,
        surface: r.surface,
        itemId: r.item_id,
        excerpt: items.get(itemKey(r.surface, r.item_id))?.excerpt ?? null,
        endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
        createdAt: new Date(r.created_at).toISOString(),
        canAppeal: APPEALABLE.has(r.action) && r.appeal_status === null,
        appeal: r.appeal_status
          ? {
              status: r.appeal_status,
              text: r.appeal_text ?? '',
              decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
            }
          : null,
      }),
    ),
  };
}

/** The member an action was about appeals it, once; anyone else gets 404. */
export async function appealAction(db: Db, userId: string, actionId: string, text: string) {
  const action = await db
    .selectFrom('moderation_actions')
    .select(['id', 'action', 'subject_id'])
    .where('id', '=', actionId)
    .executeTakeFirst();
  if (!action || action.subject_id !== userId) throw new AppError(404, 'appeal_not_found', appealErrors.notFound);
  if (!APPEALABLE.has(action.action)) throw new AppError(409, 'appeal_not_allowed', appealErrors.notAllowed);
  const row = await db
    .insertInto('moderation_appeals')
    .values({ action_id: actionId, author_id: userId, text })
    .onConflict((oc) => oc.column('action_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError(409, 'appeal_not_allowed', appealErrors.notAllowed);
  return { id: row.id };
}

/**
 * A moderator decides an appeal: uphold (audit 'uphold') or reverse (audit 'restore', and the
 * action undone: the item's state back, the sanction cleared). The author is told either way.
 */
export async function decideAppeal(
  ctx: AppContext,
  moderator: SessionUser,
  appealId: string,
  decision: { decision: 'uphold' | 'reverse'; note?: string },
) {
  const appeal = await ctx.db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_actions as m', 'm.id', 'a.action_id')
    .select([
      'a.id',
      'a.status',
      'm.id as action_id',
      'm.action',
      'm.surface',
      'm.item_id',
      'm.subject_id',
      'm.rule_id',
    ])
    .where('a.id', '=', appealId)
    .executeTakeFirst();
  if (!appeal) throw new AppError(404, 'appeal_not_found', appealErrors.notFound);
  if (appeal.status !== 'open') throw new AppError(409, 'appeal_not_allowed', appealErrors.decided);
  if (appeal.subject_id === moderator.id) throw new AppError(403, 'forbidden', appealErrors.self);
  const reverse = decision.decision === 'reverse';
  const item = appeal.surface === 'member' ? null : await loadItem(ctx.db, appeal.surface, appeal.item_id);

  const restored = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('moderation_appeals')
      .set({ status: reverse ? 'reversed' : 'upheld', decided_at: new Date(), decided_by: moderator.id })
      .where('id', '=', appealId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError(409, 'appeal_not_allowed', appealErrors.decided);
    await trx
      .insertInto('moderation_actions')
      .values({
        moderator_id: moderator.id,
        surface: appeal.surface,
        item_id: appeal.item_id,
        subject_id: appeal.subject_id,
        action: reverse ? 'restore' : 'uphold',
        rule_id: appeal.rule_id,
        note: decision.note || null,
        appeal_of: appeal.action_id,
      })
      .execute();
    let itemRestored = false;
    if (reverse && item && (appeal.action === 'hide' || appeal.action === 'remove' || appeal.action === 'auto_hide')) {
      const from = appeal.action === 'remove' ? 'removed' : 'hidden';
      if (item.surface !== 'profile' && item.surface !== 'ai_generation') {
        itemRestored = await setItemState(trx, item.surface, item.itemId, null, from);
      }
    }
    const column = SANCTION_COLUMN[appeal.action as keyof typeof SANCTION_COLUMN];
    if (reverse && column && appeal.subject_id) {
      await trx
        .updateTable('user')
        .set({ [column]: null })
        .where('id', '=', appeal.subject_id)
        .execute();
    }
    if (appeal.subject_id) {
      await notifyModeration(trx, {
        userId: appeal.subject_id,
        kind: 'appeal_decided',
        actionId: appeal.action_id,
        postId: item?.postId ?? null,
      });
    }
    return itemRestored;
  });
  if (appeal.subject_id) {
    if (reverse) ctx.sessions.forgetUser(appeal.subject_id);
    await pingNotifications(ctx, [appeal.subject_id]);
  }
  if (restored && item) await publishItemChange(ctx, { ...item, state: null });
  return { status: reverse ? ('reversed' as const) : ('upheld' as const) };
}
