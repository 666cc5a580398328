import {
  isSafeLink,
  levelFor,
  type PublicProfile,
  type pageOf,
  profileMessages,
  type profilePostSchema,
} from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { authorVisibleSql, moderationVisibleSql, shownModerationStateSql } from '../blocks/visibility.js';

const notFound = () => new AppError(404, 'not_found', profileMessages.loadFailed.description);

/**
 * A member's profile as every signed-in member sees it: one query with points and public post count.
 * A member who blocked the viewer does not exist for them (404); the blocker still opens the profile
 * of the member they blocked, to unblock from it (decision 1633).
 */
export async function publicProfile(db: Kysely<Database>, viewerId: string, username: string): Promise<PublicProfile> {
  const row = await db
    .selectFrom('profiles as p')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_blocks as b')
            .select('b.blocker_id')
            .whereRef('b.blocker_id', '=', 'p.id')
            .where('b.blocked_id', '=', viewerId),
        ),
      ),
    )
    .select((eb) => [
      'p.id',
      'p.username',
      'p.full_name',
      'p.bio',
      'p.website',
      'p.avatar_url',
      'p.created_at',
      eb
        .selectFrom('points_ledger')
        .select(sql<string>`coalesce(sum(points), 0)`.as('s'))
        .whereRef('points_ledger.user_id', '=', 'p.id')
        // Attendance rows are dated at the event's start, so future ones do not count yet.
        .where('points_ledger.created_at', '<=', sql<Date>`now()`)
        .as('points'),
      eb
        .selectFrom('posts')
        .select(sql<string>`count(*)`.as('c'))
        .whereRef('posts.author_id', '=', 'p.id')
        .where('posts.visibility', '=', 'public')
        .where('posts.moderation_state', 'is', null)
        .as('post_count'),
      eb
        .exists(
          eb
            .selectFrom('member_blocks as mine')
            .select('mine.blocked_id')
            .where('mine.blocker_id', '=', viewerId)
            .whereRef('mine.blocked_id', '=', 'p.id'),
        )
        .as('blocked_by_me'),
      eb
        .exists(
          eb
            .selectFrom('member_mutes as mm')
            .select('mm.muted_id')
            .where('mm.muter_id', '=', viewerId)
            .whereRef('mm.muted_id', '=', 'p.id'),
        )
        .as('muted_by_me'),
    ])
    .where('p.username', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound();
  const points = Number(row.points ?? 0);
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    bio: row.bio,
    website: row.website && isSafeLink(row.website, { paths: false }) ? row.website : null,
    avatarUrl: row.avatar_url,
    joinedAt: new Date(row.created_at).toISOString(),
    points,
    level: levelFor(points).level,
    postCount: Number(row.post_count ?? 0),
    blockedByMe: Boolean(row.blocked_by_me),
    mutedByMe: Boolean(row.muted_by_me),
  };
}

type PostsPage = z.infer<ReturnType<typeof pageOf<typeof profilePostSchema>>>;

/**
 * The member's public posts, newest first (index posts_author_feed_idx). Private posts never appear;
 * nor hidden ones (but to their author and staff), removed ones (but to staff), or any across a block
 * or from a member the viewer muted (an empty list); a member who blocked the viewer is a 404.
 */
export async function publicPostsOf(
  db: Kysely<Database>,
  viewerId: string,
  username: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PostsPage> {
  const owner = await db
    .selectFrom('profiles')
    .select('id')
    .where('username', '=', username.toLowerCase())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_blocks as b')
            .select('b.blocker_id')
            .whereRef('b.blocker_id', '=', 'profiles.id')
            .where('b.blocked_id', '=', viewerId),
        ),
      ),
    )
    .executeTakeFirst();
  if (!owner) throw notFound();
  const base = db
    .selectFrom('posts')
    .where('author_id', '=', owner.id)
    .where('visibility', '=', 'public')
    .where(moderationVisibleSql('posts.moderation_state', 'posts.author_id', viewerId))
    .where(authorVisibleSql('posts.author_id', viewerId));
  return paginate(
    base
      .select([
        'id',
        'type',
        'content',
        'like_count',
        'comment_count',
        'created_at',
        shownModerationStateSql('posts.moderation_state', 'posts.author_id', viewerId).as('shown_state'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    base.select((eb) => eb.fn.countAll<string>().as('total')),
    { page, pageSize },
    (r) => ({
      id: r.id,
      type: r.type,
      content: r.content,
      likeCount: Number(r.like_count),
      commentCount: Number(r.comment_count),
      createdAt: new Date(r.created_at).toISOString(),
      moderationState: r.shown_state ?? null,
    }),
  );
}
