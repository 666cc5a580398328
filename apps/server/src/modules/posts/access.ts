import { communityMessages, type PostType, type PostVisibility, postMessages } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

export interface PostRef {
  id: string;
  author_id: string;
  visibility: PostVisibility;
  type: PostType;
  media_key: string | null;
  space_id: string;
  event_id: string | null;
}

export const postNotFound = () => new AppError(404, 'post_not_found', postMessages.postNotFound);

/**
 * A post the viewer may see, or 404: someone else's private post does not exist for them, so its
 * existence never leaks through a status code.
 */
export async function findVisiblePost(db: Kysely<Database>, viewerId: string, postId: string): Promise<PostRef> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'author_id', 'visibility', 'type', 'media_key', 'space_id', 'event_id'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || (post.visibility !== 'public' && post.author_id !== viewerId)) throw postNotFound();
  return post;
}

/** A post the viewer wrote: 404 when they cannot see it, 403 when they can but it is not theirs. */
export async function findOwnPost(db: Kysely<Database>, viewerId: string, postId: string): Promise<PostRef> {
  const post = await findVisiblePost(db, viewerId, postId);
  if (post.author_id !== viewerId) throw new AppError(403, 'not_author', postMessages.notYourPost);
  return post;
}

export async function assertSpaceExists(db: Kysely<Database>, spaceId: string) {
  const space = await db.selectFrom('spaces').select('id').where('id', '=', spaceId).executeTakeFirst();
  if (!space) throw new AppError(404, 'space_not_found', communityMessages.spaceNotFound);
}

/** A post deleted between our check and our write surfaces as a foreign-key violation: that is a 404. */
export function isMissingParent(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}
