import { communityMessages, type PostType, type PostVisibility, postMessages } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { blockedError, canSeeModerated, notBlockedSql, viewerIsStaffSql } from '../blocks/visibility.js';

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
 * existence never leaks through a status code. Nor does a post hidden by moderation (but to its
 * author and staff), a removed one (but to staff), or one across a block — except that a write
 * (`onBlocked: 'refuse'`: like, comment) on a post the viewer could otherwise see answers 403
 * `blocked`, so the member knows why (issue 16, decision 1633).
 */
export async function findVisiblePost(
  db: Kysely<Database>,
  viewerId: string,
  postId: string,
  { onBlocked = 'hide' }: { onBlocked?: 'hide' | 'refuse' } = {},
): Promise<PostRef> {
  const row = await db
    .selectFrom('posts as p')
    .select([
      'p.id',
      'p.author_id',
      'p.visibility',
      'p.type',
      'p.media_key',
      'p.space_id',
      'p.event_id',
      'p.moderation_state',
      viewerIsStaffSql(viewerId).as('viewer_is_staff'),
      notBlockedSql('p.author_id', viewerId).as('not_blocked'),
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!row || (row.visibility !== 'public' && row.author_id !== viewerId)) throw postNotFound();
  if (!canSeeModerated(row.moderation_state, row.author_id === viewerId, Boolean(row.viewer_is_staff))) {
    throw postNotFound();
  }
  if (!row.not_blocked) throw onBlocked === 'refuse' ? blockedError() : postNotFound();
  const { moderation_state: _state, viewer_is_staff: _staff, not_blocked: _blocked, ...post } = row;
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
