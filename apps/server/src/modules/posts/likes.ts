import type { LikeResult } from '@storyloom/domain';
import { sql } from 'kysely';
import { audienceOf, type CommunityDeps } from '../community/deps.js';
import type { LiveMessage } from '../community/hub.js';
import { awardPoints, revokePoints } from '../leaderboard/ledger.js';
import { notify, unnotifyLike } from '../notifications/service.js';
import { findVisiblePost, isMissingParent, postNotFound } from './access.js';

const likeKey = (postId: string, userId: string) => `like:${postId}:${userId}`;

/**
 * Likes or unlikes a post; idempotent. The like row (unique per post and user) and the post's count
 * change in one transaction, and the count moves only when a row was really inserted or deleted, so
 * concurrent clicks can never make the count differ from the rows.
 */
export async function setLike(
  deps: CommunityDeps,
  userId: string,
  postId: string,
  liked: boolean,
): Promise<{ result: LikeResult; messages: LiveMessage[] }> {
  const post = await findVisiblePost(deps.db, userId, postId, { onBlocked: 'refuse' });
  const write = deps.db.transaction().execute(async (trx) => {
    const row = liked
      ? await trx
          .insertInto('post_likes')
          .values({ post_id: postId, user_id: userId })
          .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
          .returning('post_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('post_likes')
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .returning('post_id')
          .executeTakeFirst();
    if (!row) {
      const current = await trx.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirst();
      return { likes: Number(current?.like_count ?? 0), changed: false };
    }
    const updated = await trx
      .updateTable('posts')
      .set({ like_count: sql<number>`like_count + ${liked ? 1 : -1}` })
      .where('id', '=', postId)
      .returning('like_count')
      .executeTakeFirstOrThrow();
    if (post.author_id !== userId) {
      const award = { userId: post.author_id, reason: 'likeReceived' as const, sourceKey: likeKey(postId, userId) };
      if (liked) {
        await awardPoints(trx, { ...award, postId });
        await notify(trx, { userId: post.author_id, actorId: userId, kind: 'post_liked', postId });
      } else {
        await revokePoints(trx, award);
        await unnotifyLike(trx, post.author_id, userId, postId);
      }
    }
    return { likes: Number(updated.like_count), changed: true };
  });
  const { likes, changed } = await write.catch((err: unknown) => {
    throw isMissingParent(err) ? postNotFound() : err;
  });
  const messages: LiveMessage[] = [];
  if (changed) {
    messages.push({ to: audienceOf(post), event: { type: 'likes_changed', postId, likes } });
    if (post.author_id !== userId) {
      messages.push({ to: post.author_id, event: { type: 'notification' } });
      messages.push({ to: post.author_id, event: { type: 'points_changed' } });
    }
  }
  return { result: { liked, likes }, messages };
}
