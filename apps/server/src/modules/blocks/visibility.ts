import type { ModerationState } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

/**
 * Who sees what, in SQL, for every query that lists or opens members' content (issue 16,
 * decisions 1630–1633):
 * - moderation: a hidden item is seen by its author and staff (moderators, admins) only; a
 *   removed item by staff only;
 * - blocks: neither side of a block sees the other's posts, comments, profile or items (both
 *   directions, served by member_blocks' primary key and member_blocks_blocked_idx);
 * - mutes: the muter no longer sees the muted member's posts and comments (member_mutes' key).
 * Each is an uncorrelated `exists` or a `<> all (array(...))` read once per query, so the planner
 * keeps the feed's index order and has no extra joins to search.
 */

/** Staff see every item, hidden or removed: the role is read once per query (an InitPlan). */
export function viewerIsStaffSql(viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from "user" as staff where staff.id = ${viewerId} and staff.role in ('moderator', 'admin'))`;
}

/** The item's moderation state lets the viewer see it (author of a hidden item, or staff). */
export function moderationVisibleSql(stateColumn: string, authorColumn: string, viewerId: string): RawBuilder<boolean> {
  const state = sql.ref(stateColumn);
  return sql<boolean>`(${state} is null or (${state} = 'hidden' and ${sql.ref(authorColumn)} = ${viewerId}) or ${viewerIsStaffSql(viewerId)})`;
}

/** The item's state as this viewer may know it (moderationStateFor, in SQL). */
export function shownModerationStateSql(
  stateColumn: string,
  authorColumn: string,
  viewerId: string,
): RawBuilder<ModerationState> {
  const state = sql.ref(stateColumn);
  return sql<ModerationState>`case when ${state} is null then null when ${viewerIsStaffSql(viewerId)} then ${state}
    when ${state} = 'hidden' and ${sql.ref(authorColumn)} = ${viewerId} then ${state} end`;
}

/**
 * No block between the viewer and the member in this column, in either direction. The viewer's
 * blocks are read once per query into an array (an InitPlan), not joined per row: an anti-join per
 * condition made the planner's join search the largest cost of a feed page (issue 20).
 */
export function notBlockedSql(memberColumn: string, viewerId: string): RawBuilder<boolean> {
  // A null member (a deleted account's comment) is no one's block: coalesce keeps its row.
  return sql<boolean>`coalesce(${sql.ref(memberColumn)} <> all (array(
    select blk.blocker_id from member_blocks as blk where blk.blocked_id = ${viewerId}
    union all select blk.blocked_id from member_blocks as blk where blk.blocker_id = ${viewerId})), true)`;
}

/** The viewer has not muted the member in this column (the viewer's mutes read once per query). */
export function notMutedSql(memberColumn: string, viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce(${sql.ref(memberColumn)} <> all (array(
    select mut.muted_id from member_mutes as mut where mut.muter_id = ${viewerId})), true)`;
}

/** Content (posts, comments) the viewer wants and may see from this author: no block, no mute. */
export function authorVisibleSql(authorColumn: string, viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`(${notBlockedSql(authorColumn, viewerId)} and ${notMutedSql(authorColumn, viewerId)})`;
}

/** What the API shows of an item's state: the author sees hidden, staff see both, others nothing. */
export function moderationStateFor(
  state: ModerationState | undefined,
  isAuthor: boolean,
  isStaff: boolean,
): ModerationState {
  if (!state) return null;
  if (isStaff) return state;
  return isAuthor && state === 'hidden' ? state : null;
}

/** In JS, after reading one row: may this viewer see an item in this state? */
export function canSeeModerated(state: ModerationState | undefined, isAuthor: boolean, isStaff: boolean): boolean {
  return !state || isStaff || (isAuthor && state === 'hidden');
}

export const blockedError = () => new AppError(403, 'blocked', errorText['blocks.blocked']);

/** Whether either member has blocked the other (one primary-key lookup each way). */
async function isBlockedBetween(db: Kysely<Database>, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const row = await db
    .selectFrom('member_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Refuses an action between two members when either has blocked the other: 403 `blocked`. */
export async function refuseIfBlocked(db: Kysely<Database>, actorId: string, targetId: string): Promise<void> {
  if (await isBlockedBetween(db, actorId, targetId)) throw blockedError();
}
