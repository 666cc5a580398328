import {
  createPostSchema,
  feedPageSchema,
  feedQuerySchema,
  likeResultSchema,
  postParamsSchema,
  postSchema,
  trendingPostSchema,
  updatePostSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { screenWrite } from '../../safety/screen.js';
import { type CommunityDeps, publishSafely } from '../community/deps.js';
import { refuseLocationFromMinor } from '../events/location.js';
import { listFeed, listTrending } from './feed.js';
import { FeedHead } from './feed-head.js';
import { setLike } from './likes.js';
import { createPost, deletePost, getPost, updatePost } from './service.js';

/** Posting is limited per client address: generous for people, a wall for scripts. */

export const postsRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const feedHead = new FeedHead(deps.db, deps.live);
  app.addHook('onClose', async () => feedHead.close());

  app.get(
    '/api/posts',
    { schema: { querystring: feedQuerySchema, response: { 200: feedPageSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listFeed(deps.db, user.id, request.query, deps.mediaUrl, feedHead);
    },
  );

  app.get(
    '/api/posts/trending',
    { schema: { response: { 200: z.object({ items: z.array(trendingPostSchema) }) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return { items: await listTrending(deps.db, user.id) };
    },
  );

  app.get(
    '/api/posts/:postId',
    { schema: { params: postParamsSchema, response: { 200: postSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return getPost(deps, user.id, request.params.postId);
    },
  );

  app.post(
    '/api/posts',
    { config: WRITE_LIMIT, schema: { body: createPostSchema, response: { 201: postSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      refuseLocationFromMinor(user, request.body.event?.location);
      const { content, event, acknowledgePersonalInfo } = request.body;
      const texts = { content, 'event.title': event?.title, 'event.location': event?.location };
      await screenWrite(app.ctx, user, texts, acknowledgePersonalInfo, { languageOnly: ['event.location'] });
      const { post, messages } = await createPost(deps, user.id, request.body);
      await publishSafely(deps, request.log, ...messages);
      return reply.status(201).send(post);
    },
  );

  app.patch(
    '/api/posts/:postId',
    { schema: { params: postParamsSchema, body: updatePostSchema, response: { 200: postSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      await screenWrite(app.ctx, user, { content: request.body.content }, request.body.acknowledgePersonalInfo);
      const { post, messages } = await updatePost(deps, user.id, request.params.postId, request.body);
      await publishSafely(deps, request.log, ...messages);
      return post;
    },
  );

  app.delete('/api/posts/:postId', { schema: { params: postParamsSchema } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    const messages = await deletePost(deps, user.id, request.params.postId);
    await publishSafely(deps, request.log, ...messages);
    return reply.status(204).send();
  });

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/posts/:postId/like',
      schema: { params: postParamsSchema, response: { 200: likeResultSchema } },
      handler: async (request) => {
        const { user } = await requireUser(app, request);
        const { result, messages } = await setLike(deps, user.id, request.params.postId, liked);
        await publishSafely(deps, request.log, ...messages);
        return result;
      },
    });
  }
};
