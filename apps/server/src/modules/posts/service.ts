import { type createPostSchema, type Post, postMessages } from '@storyloom/domain';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { audienceOf, type CommunityDeps } from '../community/deps.js';
import type { LiveMessage } from '../community/hub.js';
import { insertEvent, setEventVisibility } from '../events/create.js';
import { awardPoints, recordContribution, revokePoints } from '../leaderboard/ledger.js';
import { DEFAULT_SPACE_ID } from '../spaces/defaults.js';
import { assertSpaceExists, findOwnPost, postNotFound } from './access.js';
import { selectPosts, toPost, visibleTo } from './select.js';

export async function getPost(deps: CommunityDeps, viewerId: string, postId: string): Promise<Post> {
  const row = await selectPosts(deps.db, viewerId)
    .where('p.id', '=', postId)
    .where(visibleTo(viewerId))
    .executeTakeFirst();
  if (!row) throw postNotFound();
  return toPost(row, viewerId, deps.mediaUrl);
}

export type NewPost =
  | z.output<typeof createPostSchema>
  | { type: 'image' | 'video'; content: string; visibility: 'public' | 'private'; spaceId?: string; mediaKey: string };

/**
 * Publishes a post (an event post also creates its event) and gives the author their points, in one
 * transaction; then tells the audience. Returns the post and the messages to publish.
 */
export async function createPost(
  deps: CommunityDeps,
  userId: string,
  input: NewPost,
): Promise<{ post: Post; messages: LiveMessage[] }> {
  const spaceId = input.spaceId ?? DEFAULT_SPACE_ID;
  await assertSpaceExists(deps.db, spaceId);
  const postId = await deps.db.transaction().execute(async (trx) => {
    const eventId =
      input.type === 'event' && input.event
        ? await insertEvent(trx, userId, {
            title: input.event.title,
            type: input.event.type,
            description: input.content.trim(),
            startsAt: input.event.startsAt,
            location: input.event.location,
            maxAttendees: null,
            visibility: input.visibility,
          })
        : null;
    const row = await trx
      .insertInto('posts')
      .values({
        author_id: userId,
        space_id: spaceId,
        type: input.type,
        visibility: input.visibility,
        content: input.content.trim(),
        media_key: 'mediaKey' in input ? input.mediaKey : null,
        event_id: eventId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A private post is a note to self: it earns nothing, so no count anywhere can hint at it.
    if (input.visibility === 'public') {
      await awardPoints(trx, { userId, reason: 'post', sourceKey: `post:${row.id}`, postId: row.id });
      await recordContribution(trx, userId);
    }
    return row.id;
  });
  const post = await getPost(deps, userId, postId);
  const to = input.visibility === 'public' ? null : userId;
  return {
    post,
    messages: [
      { to, event: { type: 'post_created', postId, authorId: userId, spaceId } },
      { to: userId, event: { type: 'points_changed' } },
    ],
  };
}

export async function updatePost(
  deps: CommunityDeps,
  userId: string,
  postId: string,
  change: { content?: string; visibility?: 'public' | 'private' },
): Promise<{ post: Post; messages: LiveMessage[] }> {
  const before = await findOwnPost(deps.db, userId, postId);
  const content = change.content?.trim();
  if (content !== undefined && content.length === 0 && (before.type === 'post' || before.type === 'event')) {
    throw new AppError(400, 'validation_failed', postMessages.cannotPublish);
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({
        ...(content !== undefined ? { content } : {}),
        ...(change.visibility ? { visibility: change.visibility } : {}),
        edited_at: new Date(),
      })
      .where('id', '=', postId)
      .where('author_id', '=', userId)
      .execute();
    // The creation points follow the visibility: earned while public only.
    const award = { userId, reason: 'post' as const, sourceKey: `post:${postId}` };
    if (change.visibility === 'public') await awardPoints(trx, { ...award, postId });
    if (change.visibility === 'private') await revokePoints(trx, award);
    if (before.event_id && change.visibility && change.visibility !== before.visibility) {
      await setEventVisibility(trx, userId, before.event_id, change.visibility);
    }
  });
  const post = await getPost(deps, userId, postId);
  // Whoever could see it before or can see it now hears about the change.
  const wasOrIsPublic = before.visibility === 'public' || post.visibility === 'public';
  return {
    post,
    messages: [
      { to: wasOrIsPublic ? null : userId, event: { type: 'post_changed', postId } },
      { to: userId, event: { type: 'points_changed' } },
    ],
  };
}

export async function deletePost(deps: CommunityDeps, userId: string, postId: string): Promise<LiveMessage[]> {
  const post = await findOwnPost(deps.db, userId, postId);
  // Likes, comments, their points and notifications go with the post (foreign keys cascade); the
  // event an event post made goes too, with its registrations and points.
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('posts').where('id', '=', postId).where('author_id', '=', userId).execute();
    if (post.event_id) await trx.deleteFrom('events').where('id', '=', post.event_id).execute();
  });
  if (post.media_key) await deps.deleteMedia(post.media_key).catch(() => {});
  return [
    { to: audienceOf(post), event: { type: 'post_deleted', postId } },
    ...(post.event_id
      ? [{ to: audienceOf(post), event: { type: 'event_changed' as const, eventId: post.event_id } }]
      : []),
    { to: userId, event: { type: 'points_changed' } },
  ];
}
