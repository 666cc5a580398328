import { type FeedPage, type FeedQuery, TRENDING_DAYS, TRENDING_LIMIT, type TrendingPost } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { containsPattern, displayNameSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';
import { authorVisibleSql, notMutedSql } from '../blocks/visibility.js';
import { decodeCursor, encodeCursor, pageFrom } from './cursor.js';
import { type FeedHead, isFeedHeadQuery } from './feed-head.js';
import { type MediaUrl, type PostJsonRow, selectPosts, toPost, visibleTo } from './select.js';

const latestCursor = z.tuple([z.iso.datetime(), z.uuid()]);
const popularCursor = z.tuple([z.number().int().min(0), z.iso.datetime(), z.uuid()]);

/**
 * The posts of one feed page (posts only, no card details). Ordered by (created_at, id) — or likes
 * first for Popular — and continued from a keyset cursor, so every page reads a bounded slice of an
 * index (posts_feed_idx, posts_space_feed_idx, posts_type_feed_idx, posts_popular_idx ...),
 * however deep the page.
 */
function feedPage(db: Kysely<Database>, viewerId: string, q: FeedQuery) {
  // visibleTo leaves out blocks and moderated posts; the feed also leaves out muted members.
  let query = db
    .selectFrom('posts as p')
    .selectAll('p')
    .where(visibleTo(viewerId))
    .where(notMutedSql('p.author_id', viewerId));
  if (q.spaceId) query = query.where('p.space_id', '=', q.spaceId);
  if (q.chip === 'following') {
    query = query.where('p.author_id', 'in', (eb) =>
      eb.selectFrom('follows as f').select('f.followee_id').where('f.follower_id', '=', viewerId),
    );
  }
  if (q.filter === 'public') query = query.where('p.visibility', '=', 'public');
  else if (q.filter === 'private') {
    query = query.where('p.visibility', '=', 'private').where('p.author_id', '=', viewerId);
  } else if (q.filter) query = query.where('p.type', '=', q.filter);
  if (q.q) query = query.where('p.content', 'ilike', containsPattern(q.q));

  if (q.chip === 'popular') {
    if (q.cursor) {
      const [likes, ts, id] = decodeCursor(q.cursor, popularCursor);
      query = query.where(
        sql<boolean>`(p.like_count, p.created_at, p.id) < (${likes}, ${ts}::timestamptz, ${id}::uuid)`,
      );
    }
    query = query.orderBy('p.like_count', 'desc');
  } else if (q.cursor) {
    const [ts, id] = decodeCursor(q.cursor, latestCursor);
    query = query.where(sql<boolean>`(p.created_at, p.id) < (${ts}::timestamptz, ${id}::uuid)`);
  }
  return query
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.limit + 1);
}

/** One page of the feed as one query: the page's posts first, then their card details. */
export function feedQuery(db: Kysely<Database>, viewerId: string, q: FeedQuery) {
  const query = selectPosts(db, viewerId, feedPage(db, viewerId, q));
  const ordered = q.chip === 'popular' ? query.orderBy('p.like_count', 'desc') : query;
  return ordered.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
}

function cursorOf(q: FeedQuery) {
  return (row: PostJsonRow) =>
    encodeCursor(q.chip === 'popular' ? [Number(row.like_count), row.cursor_ts, row.id] : [row.cursor_ts, row.id]);
}

export async function listFeed(
  db: Kysely<Database>,
  viewerId: string,
  q: FeedQuery,
  mediaUrl: MediaUrl,
  head?: FeedHead,
): Promise<FeedPage> {
  const fromHead = head && isFeedHeadQuery(q) ? await head.page(viewerId, q.limit) : undefined;
  const toItem = (row: PostJsonRow) => toPost(row, viewerId, mediaUrl);
  if (fromHead) return pageFrom(fromHead, q.limit, toItem, cursorOf(q));
  // The page comes back as one JSON value rather than 26 columns a row: turning each column into a
  // JS value was a fifth of a feed request's CPU on PGlite (issue 20, decision 2005).
  const order =
    q.chip === 'popular' ? sql`f.like_count desc, f.created_at desc, f.id desc` : sql`f.created_at desc, f.id desc`;
  const { rows } = await db
    .selectFrom(feedQuery(db, viewerId, q).as('f'))
    .select(sql<PostJsonRow[]>`coalesce(json_agg(f order by ${order}), '[]')`.as('rows'))
    .executeTakeFirstOrThrow();
  return pageFrom(rows, q.limit, toItem, cursorOf(q));
}

/**
 * Public posts with the most likes and comments received in the last days. Private posts never
 * qualify, whoever asks; nor do hidden or removed ones (for anyone: trending is a shared shelf), nor
 * a post across a block or from a muted member (issue 16).
 */
export async function listTrending(db: Kysely<Database>, viewerId: string): Promise<TrendingPost[]> {
  const since = sql<Date>`now() - make_interval(days => ${TRENDING_DAYS})`;
  const rows = await db
    .with('recent', (w) =>
      w
        .selectFrom('post_likes')
        .select('post_id')
        .where('created_at', '>', since)
        .unionAll((eb) => eb.selectFrom('post_comments').select('post_id').where('created_at', '>', since)),
    )
    .with('engagement', (w) =>
      w
        .selectFrom('recent')
        .select((eb) => ['recent.post_id', eb.fn.countAll<number>().as('n')])
        .groupBy('recent.post_id'),
    )
    .selectFrom('engagement as e')
    .innerJoin('posts as p', 'p.id', 'e.post_id')
    .innerJoin('user as u', 'u.id', 'p.author_id')
    .leftJoin('profiles as pr', 'pr.id', 'p.author_id')
    .where('p.visibility', '=', 'public')
    .where('p.moderation_state', 'is', null)
    .where(authorVisibleSql('p.author_id', viewerId))
    .select(['p.id', 'p.content', 'e.n', displayNameSql('pr', 'u').as('author_name')])
    .orderBy('e.n', 'desc')
    .orderBy('p.created_at', 'desc')
    .limit(TRENDING_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    excerpt: r.content.length > 120 ? `${r.content.slice(0, 117)}...` : r.content,
    authorName: r.author_name,
    engagement: Number(r.n),
  }));
}
