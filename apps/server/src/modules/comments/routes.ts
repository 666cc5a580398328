import {
  commentParamsSchema,
  postCommentInputSchema,
  postCommentSchema,
  postCommentsPageSchema,
  postCommentsQuerySchema,
  postParamsSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { screenWrite } from '../../safety/screen.js';
import { type CommunityDeps, publishSafely } from '../community/deps.js';
import { mailActivity } from '../notifications/mail.js';
import { addComment, deleteComment, editComment, listComments } from './service.js';

export const commentRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  app.get(
    '/api/posts/:postId/comments',
    {
      schema: {
        params: postParamsSchema,
        querystring: postCommentsQuerySchema,
        response: { 200: postCommentsPageSchema },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listComments(deps.db, user.id, request.params.postId, request.query);
    },
  );

  app.post(
    '/api/posts/:postId/comments',
    {
      config: WRITE_LIMIT,
      schema: { params: postParamsSchema, body: postCommentInputSchema, response: { 201: postCommentSchema } },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { postId } = request.params;
      await screenWrite(app.ctx, user, { content: request.body.content }, request.body.acknowledgePersonalInfo);
      const { comment, messages, postAuthorId } = await addComment(deps, user.id, postId, request.body.content);
      await publishSafely(deps, request.log, ...messages);
      const activity = { kind: 'post_commented' as const, recipientId: postAuthorId, actorId: user.id, postId };
      await mailActivity(app.ctx, request.log, { ...activity, comment: request.body.content });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/comments/:commentId',
    { schema: { params: commentParamsSchema, body: postCommentInputSchema, response: { 200: postCommentSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      await screenWrite(app.ctx, user, { content: request.body.content }, request.body.acknowledgePersonalInfo);
      const { comment, messages } = await editComment(deps, user.id, request.params.commentId, request.body.content);
      await publishSafely(deps, request.log, ...messages);
      return comment;
    },
  );

  app.delete('/api/comments/:commentId', { schema: { params: commentParamsSchema } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    const messages = await deleteComment(deps, user.id, request.params.commentId);
    await publishSafely(deps, request.log, ...messages);
    return reply.status(204).send();
  });
};
