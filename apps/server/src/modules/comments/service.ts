import { type PostComment, type PostCommentsPage, postMessages } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { displayNameSql, staffBadgeSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import {
  authorVisibleSql,
  canSeeModerated,
  moderationStateFor,
  moderationVisibleSql,
  viewerIsStaffSql,
} from '../blocks/visibility.js';
import { audienceOf, type CommunityDeps } from '../community/deps.js';
import type { LiveMessage } from '../community/hub.js';
import { awardPoints, recordContribution } from '../leaderboard/ledger.js';
import { notify } from '../notifications/service.js';
import { findVisiblePost, isMissingParent, postNotFound } from '../posts/access.js';
import { authorOf } from '../posts/author.js';
import { decodeCursor, encodeCursor, exactTimestamp, pageFrom } from '../posts/cursor.js';

const commentNotFound = () => new AppError(404, 'comment_not_found', postMessages.commentNotFound);
const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

function selectComments(db: Kysely<Database>, viewerId: string) {
  return (
    db
      .selectFrom('post_comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      // A deleted member's comment has no author row left: it reads as "Deleted member".
      .leftJoin('user as u', 'u.id', 'c.author_id')
      .leftJoin('profiles as pr', 'pr.id', 'c.author_id')
      .select([
        'c.id',
        'c.post_id',
        'c.author_id',
        'c.content',
        'c.created_at',
        'c.edited_at',
        'c.moderation_state',
        viewerIsStaffSql(viewerId).as('viewer_is_staff'),
        displayNameSql('pr', 'u').as('author_name'),
        'pr.username as author_username',
        'pr.avatar_url as author_avatar',
        staffBadgeSql('u').as('author_badge'),
        exactTimestamp('c.created_at').as('cursor_ts'),
      ])
  );
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

function toComment(r: CommentRow, viewerId: string): PostComment {
  return {
    id: r.id,
    postId: r.post_id,
    author: authorOf(r),
    content: r.content,
    createdAt: new Date(r.created_at).toISOString(),
    editedAt: r.edited_at ? new Date(r.edited_at).toISOString() : null,
    isOwn: r.author_id === viewerId,
    moderationState: moderationStateFor(r.moderation_state, r.author_id === viewerId, Boolean(r.viewer_is_staff)),
  };
}

/**
 * Comments of a post the viewer may see, oldest first (the order a conversation reads in). Hidden
 * comments only to their author and staff, removed ones to staff; none from a member either side
 * of a block with the viewer, or muted by the viewer (issue 16).
 */
export async function listComments(
  db: Kysely<Database>,
  viewerId: string,
  postId: string,
  q: { cursor?: string; limit: number },
): Promise<PostCommentsPage> {
  await findVisiblePost(db, viewerId, postId);
  let query = selectComments(db, viewerId)
    .where('c.post_id', '=', postId)
    .where(moderationVisibleSql('c.moderation_state', 'c.author_id', viewerId))
    .where(authorVisibleSql('c.author_id', viewerId));
  if (q.cursor) {
    const [ts, id] = decodeCursor(q.cursor, cursorSchema);
    query = query.where(sql<boolean>`(c.created_at, c.id) > (${ts}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(q.limit + 1)
    .execute();
  return pageFrom(
    rows,
    q.limit,
    (r) => toComment(r, viewerId),
    (r) => encodeCursor([r.cursor_ts, r.id]),
  );
}

async function getComment(db: Kysely<Database>, viewerId: string, commentId: string) {
  const row = await selectComments(db, viewerId).where('c.id', '=', commentId).executeTakeFirst();
  if (!row) throw commentNotFound();
  return toComment(row, viewerId);
}

export async function addComment(
  deps: CommunityDeps,
  userId: string,
  postId: string,
  content: string,
): Promise<{ comment: PostComment; messages: LiveMessage[]; postAuthorId: string }> {
  const post = await findVisiblePost(deps.db, userId, postId, { onBlocked: 'refuse' });
  const write = deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('post_comments')
      .values({ post_id: postId, author_id: userId, content })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counted = await trx
      .updateTable('posts')
      .set({ comment_count: sql<number>`comment_count + 1` })
      .where('id', '=', postId)
      .returning('comment_count')
      .executeTakeFirstOrThrow();
    // Only the author can comment on a private post; such notes earn nothing (see createPost).
    if (post.visibility === 'public') {
      await awardPoints(trx, { userId, reason: 'comment', sourceKey: `comment:${row.id}`, postId, commentId: row.id });
      await recordContribution(trx, userId);
    }
    const notified = await notify(trx, {
      userId: post.author_id,
      actorId: userId,
      kind: 'post_commented',
      postId,
      commentId: row.id,
    });
    return { id: row.id, comments: Number(counted.comment_count), notified };
  });
  const { id, comments, notified } = await write.catch((err: unknown) => {
    throw isMissingParent(err) ? postNotFound() : err;
  });
  const messages: LiveMessage[] = [
    { to: audienceOf(post), event: { type: 'comments_changed', postId, comments } },
    { to: userId, event: { type: 'points_changed' } },
  ];
  if (notified) messages.push({ to: post.author_id, event: { type: 'notification' } });
  return {
    comment: await getComment(deps.db, userId, id),
    messages,
    postAuthorId: post.author_id,
  };
}

/** A comment the viewer wrote, on a post they can see: 404 otherwise, 403 when it is someone else's. */
async function findOwnComment(db: Kysely<Database>, viewerId: string, commentId: string) {
  const row = await db
    .selectFrom('post_comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select(['c.id', 'c.author_id', 'c.post_id', 'c.moderation_state', 'p.visibility', 'p.author_id as post_author_id'])
    .where('c.id', '=', commentId)
    .executeTakeFirst();
  if (!row || (row.visibility !== 'public' && row.post_author_id !== viewerId)) throw commentNotFound();
  // A hidden comment is there for its author only (they may still edit it); a removed one for nobody
  // here (decision 1630).
  if (!canSeeModerated(row.moderation_state, row.author_id === viewerId, false)) throw commentNotFound();
  if (row.author_id !== viewerId) throw new AppError(403, 'not_author', postMessages.notYourComment);
  return row;
}

export async function editComment(
  deps: CommunityDeps,
  userId: string,
  commentId: string,
  content: string,
): Promise<{ comment: PostComment; messages: LiveMessage[] }> {
  const row = await findOwnComment(deps.db, userId, commentId);
  await deps.db
    .updateTable('post_comments')
    .set({ content, edited_at: new Date() })
    .where('id', '=', commentId)
    .where('author_id', '=', userId)
    .execute();
  const audience = audienceOf({ visibility: row.visibility, author_id: row.post_author_id });
  const comment = await getComment(deps.db, userId, commentId);
  const counted = await deps.db
    .selectFrom('posts')
    .select('comment_count')
    .where('id', '=', row.post_id)
    .executeTakeFirst();
  return {
    comment,
    messages: [
      {
        to: audience,
        event: { type: 'comments_changed', postId: row.post_id, comments: Number(counted?.comment_count ?? 0) },
      },
    ],
  };
}

export async function deleteComment(deps: CommunityDeps, userId: string, commentId: string): Promise<LiveMessage[]> {
  const row = await findOwnComment(deps.db, userId, commentId);
  const comments = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('post_comments')
      .where('id', '=', commentId)
      .where('author_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw commentNotFound();
    // Its points and notification go with it (foreign keys cascade).
    const counted = await trx
      .updateTable('posts')
      .set({ comment_count: sql<number>`comment_count - 1` })
      .where('id', '=', row.post_id)
      .returning('comment_count')
      .executeTakeFirst();
    return Number(counted?.comment_count ?? 0);
  });
  const audience = audienceOf({ visibility: row.visibility, author_id: row.post_author_id });
  return [
    { to: audience, event: { type: 'comments_changed', postId: row.post_id, comments } },
    { to: userId, event: { type: 'points_changed' } },
  ];
}
