import { POINTS, type PointsReason } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

interface Award {
  userId: string;
  reason: PointsReason;
  /** Makes the award idempotent: one row per user, reason and source. */
  sourceKey: string;
  postId?: string;
  commentId?: string;
  eventId?: string;
}

/**
 * Records points in the ledger (domain POINTS values); a repeat of the same source adds nothing,
 * and neither does an award past the daily cap (POINTS_DAILY_CAPS, a database trigger).
 */
export async function awardPoints(db: Kysely<Database>, a: Award): Promise<boolean> {
  const row = await db
    .insertInto('points_ledger')
    .values({
      user_id: a.userId,
      reason: a.reason,
      points: POINTS[a.reason],
      source_key: a.sourceKey,
      post_id: a.postId ?? null,
      comment_id: a.commentId ?? null,
      event_id: a.eventId ?? null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'reason', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function revokePoints(db: Kysely<Database>, a: Pick<Award, 'userId' | 'reason' | 'sourceKey'>) {
  await db
    .deleteFrom('points_ledger')
    .where('user_id', '=', a.userId)
    .where('reason', '=', a.reason)
    .where('source_key', '=', a.sourceKey)
    .execute();
}

/**
 * Marks today (UTC) as a day the user contributed. The first contribution of a day that follows a
 * day with one earns the daily streak points (docs/decisions/0704).
 */
export async function recordContribution(db: Kysely<Database>, userId: string): Promise<void> {
  const today = sql<string>`(now() at time zone 'utc')::date`;
  const inserted = await db
    .insertInto('activity_days')
    .values({ user_id: userId, day: today })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning(sql<string>`day::text`.as('day'))
    .executeTakeFirst();
  if (!inserted) return;
  const yesterday = await db
    .selectFrom('activity_days')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('day', '=', sql<string>`${inserted.day}::date - 1`)
    .executeTakeFirst();
  if (yesterday) await awardPoints(db, { userId, reason: 'dailyStreak', sourceKey: `streak:${inserted.day}` });
}
