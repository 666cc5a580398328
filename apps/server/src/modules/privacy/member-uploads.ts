import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { keyFromUrl } from '../../storage/keys.js';

/** A stored file of a member and where it goes in their export zip. */
export interface MemberUpload {
  key: string;
  /** The entry name inside the zip (`uploads/...`). */
  entry: string;
}

/** The zip entry of a post's file: named by the post, so posts.json can point at it. */
export const postFileEntry = (postId: string, key: string) => `uploads/posts/${postId}${path.extname(key)}`;
export const avatarEntry = (key: string) => `uploads/avatar${path.extname(key)}`;

/**
 * Every upload stored with the member as its owner: the avatar and the files of their posts (one
 * query each). Event host pictures point at the avatar's key, so they add nothing.
 */
export async function uploadsOf(db: Kysely<Database>, userId: string): Promise<MemberUpload[]> {
  const [profile, posts] = await Promise.all([
    db.selectFrom('profiles').select('avatar_url').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('posts')
      .select(['id', 'media_key'])
      .where('author_id', '=', userId)
      .where('media_key', 'is not', null)
      .orderBy('created_at')
      .execute(),
  ]);
  const uploads: MemberUpload[] = [];
  const avatarKey = profile?.avatar_url ? keyFromUrl(profile.avatar_url) : null;
  if (avatarKey) uploads.push({ key: avatarKey, entry: avatarEntry(avatarKey) });
  for (const post of posts) {
    if (post.media_key) uploads.push({ key: post.media_key, entry: postFileEntry(post.id, post.media_key) });
  }
  return uploads;
}

/** The storage keys of the member's own data exports. */
export async function exportKeysOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select('storage_key')
    .where('user_id', '=', userId)
    .where('storage_key', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}
