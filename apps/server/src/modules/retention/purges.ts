import { RETENTION_LIMITS } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { SESSION_ABSOLUTE_TTL_SECONDS } from '../../auth/auth.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { purgeExpiredWindows } from '../../rate-limits/counter.js';
import { deleteAccount } from '../privacy/account-data.js';
import { INVITATION_TTL_MS } from '../settings/team.js';

type Db = Kysely<Database>;
const L = RETENTION_LIMITS;

/** `now() - n <unit>` on the database clock, so every instance agrees on what is old. */
const ago = (amount: number, unit: 'hours' | 'days' | 'secs') =>
  sql<Date>`now() - make_interval(${sql.raw(unit)} => ${amount})`;

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Accounts made with a parent's email that no parent approved in time: deleted as a member's own
 * deletion would (decision 1551), so nothing of theirs is left behind, the parent's address in the
 * parental link included. A parent can no longer approve by then: the consent link expires with the
 * same wait.
 */
export async function deleteUnconsentedChildren(ctx: AppContext): Promise<number> {
  const expired = await ctx.db
    .selectFrom('user')
    .select('id')
    .where('consentState', '=', 'pending')
    .where('createdAt', '<', ago(L.unconsentedChildDays, 'days'))
    .execute();
  for (const { id } of expired) await deleteAccount(ctx, id);
  return expired.length;
}

export async function deleteOldAgeScreenAnswers(db: Db): Promise<number> {
  return deleted(
    await db
      .deleteFrom('age_screen_answers')
      .where('created_at', '<', ago(L.ageScreenHours, 'hours'))
      .executeTakeFirst(),
  );
}

/** Sessions past their sliding expiry or their absolute lifetime (which requests also enforce). */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const expired = await db.deleteFrom('session').where('expiresAt', '<', sql<Date>`now()`).executeTakeFirst();
  const tooOld = await db
    .deleteFrom('session')
    .where('createdAt', '<', ago(SESSION_ABSOLUTE_TTL_SECONDS, 'secs'))
    .executeTakeFirst();
  return deleted(expired) + deleted(tooOld);
}

export async function deleteExpiredVerifications(db: Db): Promise<number> {
  return deleted(await db.deleteFrom('verification').where('expiresAt', '<', sql<Date>`now()`).executeTakeFirst());
}

export async function deleteOldNotifications(db: Db): Promise<number> {
  return deleted(
    await db.deleteFrom('notifications').where('created_at', '<', ago(L.notificationDays, 'days')).executeTakeFirst(),
  );
}

export async function deleteOldActivityMails(db: Db): Promise<number> {
  return deleted(
    await db.deleteFrom('activity_mails').where('created_at', '<', ago(L.activityMailDays, 'days')).executeTakeFirst(),
  );
}

export async function deleteExpiredInvitations(db: Db): Promise<number> {
  const days = INVITATION_TTL_MS / (24 * 60 * 60_000) + L.expiredInvitationDays;
  return deleted(
    await db
      .deleteFrom('team_members')
      .where('status', '=', 'invited')
      .where('invited_at', '<', ago(days, 'days'))
      .executeTakeFirst(),
  );
}

export async function deleteOldContactMessages(db: Db): Promise<number> {
  return deleted(
    await db
      .deleteFrom('contact_messages')
      .where('created_at', '<', ago(L.contactMessageDays, 'days'))
      .executeTakeFirst(),
  );
}

export async function deleteOldWaitingList(db: Db): Promise<number> {
  return deleted(
    await db.deleteFrom('waiting_list').where('created_at', '<', ago(L.waitingListDays, 'days')).executeTakeFirst(),
  );
}

export const deleteFinishedRateLimits = (db: Db) => purgeExpiredWindows(db);
