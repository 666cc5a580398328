import type { Post, PostMedia } from '@storyloom/domain';
import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { displayNameSql, staffBadgeSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';
import { moderationStateFor, moderationVisibleSql, notBlockedSql, viewerIsStaffSql } from '../blocks/visibility.js';
import { authorOf } from './author.js';
import { exactTimestamp } from './cursor.js';

/** Turns a stored media key into the URL a browser loads (storage adapter). */
export type MediaUrl = (key: string) => string;

type PostsDb = Database & { p: Database['posts'] };
type PostsEb = ExpressionBuilder<PostsDb, 'p'>;
/** Rows of posts (every column), already filtered and limited: one page of a list. */
export type PostsPage = SelectQueryBuilder<PostsDb, 'p', Selectable<Database['posts']>>;

/**
 * A post is visible to everyone when public, and to its author only when private; never across a
 * block (either way); hidden ones to their author and staff only, removed ones to staff only
 * (issue 16, decisions 1630, 1633).
 */
export function visibleTo(viewerId: string) {
  return (eb: PostsEb) =>
    eb.and([
      eb.or([eb('p.visibility', '=', 'public'), eb('p.author_id', '=', viewerId)]),
      moderationVisibleSql('p.moderation_state', 'p.author_id', viewerId),
      notBlockedSql('p.author_id', viewerId),
    ]);
}

/**
 * Every field a post card shows, with the viewer's like, in one query (no per-row round trips).
 * Given a page, the details are joined to that page's rows only: the page is planned on its own,
 * which keeps the planner's join search small (issue 20: planning was most of the feed's cost).
 */
export function selectPosts(db: Kysely<Database>, viewerId: string, page?: PostsPage) {
  // A page of posts has exactly the posts table's columns, so it stands in for `posts as p`.
  const from = page ? (db.selectFrom(page.as('p')) as unknown as ReturnType<typeof postsTable>) : postsTable(db);
  return from
    .innerJoin('user as u', 'u.id', 'p.author_id')
    .leftJoin('profiles as pr', 'pr.id', 'p.author_id')
    .innerJoin('spaces as s', 's.id', 'p.space_id')
    .leftJoin('events as ev', 'ev.id', 'p.event_id')
    .select((eb) => [
      'p.id',
      'p.author_id',
      'p.content',
      'p.created_at',
      'p.edited_at',
      'p.like_count',
      'p.comment_count',
      'p.type',
      'p.visibility',
      'p.media_key',
      'p.moderation_state',
      viewerIsStaffSql(viewerId).as('viewer_is_staff'),
      'p.space_id',
      's.name as space_name',
      's.icon as space_icon',
      's.color as space_color',
      displayNameSql('pr', 'u').as('author_name'),
      'pr.username as author_username',
      'pr.avatar_url as author_avatar',
      staffBadgeSql('u').as('author_badge'),
      'ev.id as event_id',
      'ev.title as event_title',
      'ev.starts_at as event_starts_at',
      'ev.location as event_location',
      eb
        .exists(
          eb
            .selectFrom('post_likes as l')
            .select('l.post_id')
            .whereRef('l.post_id', '=', 'p.id')
            .where('l.user_id', '=', viewerId),
        )
        .as('is_liked'),
      exactTimestamp('p.created_at').as('cursor_ts'),
    ]);
}

function postsTable(db: Kysely<Database>) {
  return db.selectFrom('posts as p');
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['executeTakeFirstOrThrow']>>;
type Textual<T> = T extends Date ? string : T;
/** A PostRow as json_agg writes it: timestamps as ISO text. */
export type PostJsonRow = { [K in keyof PostRow]: Textual<PostRow[K]> };

function mediaOf(row: PostRow | PostJsonRow, mediaUrl: MediaUrl): PostMedia | null {
  if ((row.type === 'image' || row.type === 'video') && row.media_key) {
    // A private post's file only through the route that checks who asks (decision 1331).
    const url = row.visibility === 'public' ? mediaUrl(row.media_key) : `/api/posts/${row.id}/media`;
    return { kind: row.type, url };
  }
  if (row.type === 'event' && row.event_id && row.event_title && row.event_starts_at) {
    return {
      kind: 'event',
      eventId: row.event_id,
      title: row.event_title,
      startsAt: new Date(row.event_starts_at).toISOString(),
      location: row.event_location ?? '',
    };
  }
  return null;
}

export function toPost(row: PostRow | PostJsonRow, viewerId: string, mediaUrl: MediaUrl): Post {
  return {
    id: row.id,
    author: authorOf(row),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    likes: Number(row.like_count),
    comments: Number(row.comment_count),
    space: { id: row.space_id, name: row.space_name, icon: row.space_icon, color: row.space_color },
    type: row.type,
    media: mediaOf(row, mediaUrl),
    isLiked: Boolean(row.is_liked),
    visibility: row.visibility,
    isOwn: row.author_id === viewerId,
    moderationState: moderationStateFor(row.moderation_state, row.author_id === viewerId, Boolean(row.viewer_is_staff)),
  };
}
