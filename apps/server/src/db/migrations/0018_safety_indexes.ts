import { type Kysely, sql } from 'kysely';

/**
 * Issue 16 (docs/decisions/1633): the feed's block, mute and moderation checks made the planner's
 * choice for "my private posts" a close call on PostgreSQL (a parallel sequential scan beat the
 * author index by a hair at 100 000 posts). A member's private posts, newest first, from a small
 * partial index keeps that filter a bounded index read however the other checks are costed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_private_feed_idx on posts (author_id, created_at desc, id desc) where visibility = 'private'`.execute(
    db,
  );
}
