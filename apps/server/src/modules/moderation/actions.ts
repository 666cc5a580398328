import { errorText, isHideableSurface, type ModerationActionBody } from '@storyloom/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { ModerationState } from '../../db/tables/safety.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { mailAudience } from '../../i18n/recipient-locale.js';
import type { SessionUser } from '../../plugins/auth.js';
import { loadItem, publishItemChange, setItemState } from '../../safety/items.js';
import type { LiveMessage } from '../community/hub.js';
import { notifyModeration } from '../notifications/service.js';
import { moderationActionMail } from './mails.js';

export const moderationErrors = {
  notFound: errorText['moderation.notFound'],
  notHideable: errorText['moderation.notHideable'],
  noAuthor: errorText['moderation.noAuthor'],
  self: errorText['moderation.self'],
  staff: errorText['moderation.staff'],
} as const;

type Db = Kysely<Database> | Transaction<Database>;
const HOUR = 3_600_000;

/**
 * Who may act on whom (docs/decisions/1623): nobody on themselves; nobody but dismissing reports
 * on an admin; only an admin on a moderator.
 */
function checkStanding(moderator: SessionUser, subject: { id: string; role: string } | null, action: string) {
  if (!subject) return;
  if (subject.id === moderator.id) throw new AppError(403, 'forbidden', moderationErrors.self);
  if (action === 'dismiss') return;
  if (subject.role === 'admin') throw new AppError(403, 'forbidden', moderationErrors.staff);
  if (subject.role === 'moderator' && moderator.role !== 'admin') {
    throw new AppError(403, 'forbidden', moderationErrors.staff);
  }
}

/** Ends every session of a member (their cached ones on this instance go in the caller, after commit). */
export async function endSessionsOf(db: Db, userId: string) {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/** Tells members a notification is waiting; a failed broadcast never fails the request. */
export async function pingNotifications(ctx: Pick<AppContext, 'live' | 'log'>, userIds: Iterable<string>) {
  const messages: LiveMessage[] = [...new Set(userIds)].map((to) => ({ to, event: { type: 'notification' } }));
  if (messages.length === 0) return;
  await ctx.live.publish(...messages).catch((err: unknown) => ctx.log.warn({ err }, 'live notification not published'));
}

/**
 * A moderator's action on a reported item (issue 16, point 3). One audit row; the item's open
 * reports closed (dismissed, or actioned); the effect (the item's state, or the member's sanction
 * with its end, and their sessions ended on suspend and ban); the reporters told the outcome and
 * the author told the action and the rule, in the app and by mail.
 */
export async function takeAction(ctx: AppContext, moderator: SessionUser, body: ModerationActionBody) {
  const item = await loadItem(ctx.db, body.surface, body.itemId);
  if (!item) throw new AppError(404, 'not_found', moderationErrors.notFound);
  const { action } = body;
  // An AI output is seen by the member who got it only: hide/remove just close its reports as
  // actioned (the finding stays in the audit log for the guardrails), decision 1621.
  if (
    (action === 'hide' || action === 'remove') &&
    !isHideableSurface(item.surface) &&
    item.surface !== 'ai_generation'
  ) {
    throw new AppError(400, 'validation_failed', moderationErrors.notHideable);
  }
  const sanction = action === 'warn' || action === 'mute' || action === 'suspend' || action === 'ban';
  if (sanction && !item.authorId) throw new AppError(400, 'validation_failed', moderationErrors.noAuthor);
  const subject = item.authorId
    ? await ctx.db
        .selectFrom('user')
        .select(['id', 'role', 'name', 'email'])
        .where('id', '=', item.authorId)
        .executeTakeFirst()
    : undefined;
  checkStanding(moderator, subject ?? null, action);

  const now = Date.now();
  const hours = action === 'mute' ? (body.hours ?? 1) : action === 'suspend' ? (body.days ?? 1) * 24 : null;
  const endsAt = hours ? new Date(now + hours * HOUR) : null;

  const done = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('moderation_actions')
      .values({
        moderator_id: moderator.id,
        surface: item.surface,
        item_id: item.itemId,
        subject_id: subject?.id ?? null,
        action,
        rule_id: body.ruleId,
        note: body.note || null,
        duration_hours: hours,
        ends_at: endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closed = await trx
      .updateTable('reports')
      .set({
        status: action === 'dismiss' ? 'dismissed' : 'actioned',
        handled_at: new Date(now),
        handled_by: moderator.id,
      })
      .where('surface', '=', item.surface)
      .where('item_id', '=', item.itemId)
      .where('status', '=', 'open')
      .returning('reporter_id')
      .execute();

    let newState: ModerationState | null | undefined;
    if (isHideableSurface(item.surface)) {
      // Dismissed: no rule broken, so an item hidden pending review comes back (a removed one stays).
      if (action === 'dismiss' && (await setItemState(trx, item.surface, item.itemId, null, 'hidden'))) newState = null;
      if (action === 'hide' && (await setItemState(trx, item.surface, item.itemId, 'hidden'))) newState = 'hidden';
      if (action === 'remove' && (await setItemState(trx, item.surface, item.itemId, 'removed'))) newState = 'removed';
    }
    if (subject && action === 'mute') {
      await trx.updateTable('user').set({ mutedUntil: endsAt }).where('id', '=', subject.id).execute();
    }
    if (subject && action === 'suspend') {
      await trx.updateTable('user').set({ suspendedUntil: endsAt }).where('id', '=', subject.id).execute();
      await endSessionsOf(trx, subject.id);
    }
    if (subject && action === 'ban') {
      await trx
        .updateTable('user')
        .set({ bannedAt: new Date(now) })
        .where('id', '=', subject.id)
        .execute();
      await endSessionsOf(trx, subject.id);
    }

    const reporters = new Set(
      closed.map((r) => r.reporter_id).filter((id): id is string => Boolean(id) && id !== moderator.id),
    );
    for (const userId of reporters) {
      await notifyModeration(trx, { userId, kind: 'report_resolved', actionId: row.id, postId: item.postId });
    }
    const told = action !== 'dismiss' && subject ? subject.id : null;
    if (told)
      await notifyModeration(trx, { userId: told, kind: 'moderation_action', actionId: row.id, postId: item.postId });
    return { actionId: row.id, newState, recipients: [...reporters, ...(told ? [told] : [])] };
  });

  if (subject && (action === 'mute' || action === 'suspend' || action === 'ban')) ctx.sessions.forgetUser(subject.id);
  if (done.newState !== undefined) await publishItemChange(ctx, { ...item, state: done.newState });
  await pingNotifications(ctx, done.recipients);
  if (subject && action !== 'dismiss') {
    const about = {
      name: subject.name,
      action,
      surface: item.surface,
      ruleId: body.ruleId,
      note: body.note || null,
      endsAt,
    };
    // In the member's language, with the end of a mute or suspension in their time zone.
    await mailAudience(ctx.db, subject.id)
      .then((audience) =>
        ctx.mailer.send({ to: subject.email, ...moderationActionMail(ctx.config.appUrl, about, audience) }),
      )
      .catch((err: unknown) => ctx.log.error({ err, userId: subject.id }, 'moderation mail not sent'));
  }
  ctx.log.info(
    { event: 'moderation.action', action, surface: item.surface, itemId: item.itemId, moderatorId: moderator.id },
    'moderation action',
  );
  return { actionId: done.actionId };
}

/** The sanction columns an action set, so a reversed appeal can clear them. */
export const SANCTION_COLUMN = {
  mute: 'mutedUntil',
  auto_mute: 'mutedUntil',
  suspend: 'suspendedUntil',
  ban: 'bannedAt',
} as const;
