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

const notFound = () => new AppError(404, 'not_found', profileMessages.loadFailed.description);

/** A member's profile as every signed-in member sees it: one query with points and public post count. */
export async function publicProfile(db: Kysely<Database>, username: string): Promise<PublicProfile> {
  const row = await db
    .selectFrom('profiles as p')
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
        .as('post_count'),
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
  };
}

type PostsPage = z.infer<ReturnType<typeof pageOf<typeof profilePostSchema>>>;

/** The member's public posts, newest first (index posts_author_feed_idx). Private posts never appear. */
export async function publicPostsOf(
  db: Kysely<Database>,
  username: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PostsPage> {
  const owner = await db
    .selectFrom('profiles')
    .select('id')
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!owner) throw notFound();
  const base = db.selectFrom('posts').where('author_id', '=', owner.id).where('visibility', '=', 'public');
  return paginate(
    base
      .select(['id', 'type', 'content', 'like_count', 'comment_count', 'created_at'])
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
    }),
  );
}
