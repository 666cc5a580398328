import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { postFileEntry } from './member-uploads.js';
import { plain, plainAll } from './plain.js';

type Db = Kysely<Database>;

/** The member's posts, with where each one's file sits in the zip. */
export async function postsArea(db: Db, userId: string) {
  const posts = await db
    .selectFrom('posts as p')
    .innerJoin('spaces as s', 's.id', 'p.space_id')
    .select([
      'p.id',
      'p.type',
      'p.visibility',
      'p.content',
      's.name as space',
      'p.event_id',
      'p.media_key',
      'p.like_count as likes',
      'p.comment_count as comments',
      'p.created_at',
      'p.edited_at',
    ])
    .where('p.author_id', '=', userId)
    .orderBy('p.created_at')
    .execute();
  return {
    posts: posts.map(({ media_key, ...post }) => ({
      ...plain(post),
      file: media_key ? postFileEntry(post.id, media_key) : null,
    })),
  };
}

/** Comments on posts and in course module discussions. */
export async function commentsArea(db: Db, userId: string) {
  const [postComments, moduleComments] = await Promise.all([
    db
      .selectFrom('post_comments')
      .select(['id', 'post_id', 'content', 'created_at', 'edited_at'])
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('module_comments as mc')
      .innerJoin('course_modules as m', 'm.id', 'mc.module_id')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select([
        'mc.id',
        'c.slug as course',
        'm.position as module',
        'm.title as module_title',
        'mc.body',
        'mc.created_at',
      ])
      .where('mc.user_id', '=', userId)
      .orderBy('mc.created_at')
      .execute(),
  ]);
  return { postComments: plainAll(postComments), moduleComments: plainAll(moduleComments) };
}

export async function likesArea(db: Db, userId: string) {
  const likes = await db
    .selectFrom('post_likes')
    .select(['post_id', 'created_at as liked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return { likes: plainAll(likes) };
}

/** Who the member follows and who follows them, by username. */
export async function followsArea(db: Db, userId: string) {
  const [following, followers] = await Promise.all([
    db
      .selectFrom('follows as f')
      .leftJoin('profiles as pr', 'pr.id', 'f.followee_id')
      .select(['pr.username', 'f.created_at as since'])
      .where('f.follower_id', '=', userId)
      .orderBy('f.created_at')
      .execute(),
    db
      .selectFrom('follows as f')
      .leftJoin('profiles as pr', 'pr.id', 'f.follower_id')
      .select(['pr.username', 'f.created_at as since'])
      .where('f.followee_id', '=', userId)
      .orderBy('f.created_at')
      .execute(),
  ]);
  return { following: plainAll(following), followers: plainAll(followers) };
}

/** Spaces the member created, and every membership with its role. */
export async function spacesArea(db: Db, userId: string) {
  const [owned, memberships] = await Promise.all([
    db
      .selectFrom('spaces')
      .select(['id', 'name', 'description', 'icon', 'color', 'categories', 'created_at', 'updated_at'])
      .where('created_by', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('space_members as m')
      .innerJoin('spaces as s', 's.id', 'm.space_id')
      .select(['s.id as space_id', 's.name as space', 'm.role', 'm.joined_at'])
      .where('m.user_id', '=', userId)
      .orderBy('m.joined_at')
      .execute(),
  ]);
  return { owned: plainAll(owned), memberships: plainAll(memberships) };
}

/** Events the member hosts, and their registrations. */
export async function eventsArea(db: Db, userId: string) {
  const [hosted, registrations] = await Promise.all([
    db
      .selectFrom('events')
      .select([
        'id',
        'title',
        'type',
        'description',
        'starts_at',
        'location',
        'max_attendees',
        'agenda',
        'materials',
        'visibility',
        'created_at',
      ])
      .where('created_by', '=', userId)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('event_registrations as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select(['e.id as event_id', 'e.title', 'e.starts_at', 'r.created_at as registered_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .execute(),
  ]);
  return { hosted: plainAll(hosted), registrations: plainAll(registrations) };
}
