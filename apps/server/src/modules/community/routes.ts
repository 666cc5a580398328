import type { ServerResponse } from 'node:http';
import { communityMeSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { commentRoutes } from '../comments/routes.js';
import { eventsRoutes } from '../events/routes.js';
import { leaderboardRoutes } from '../leaderboard/routes.js';
import { membersRoutes } from '../members/routes.js';
import { notificationsRoutes } from '../notifications/routes.js';
import { postMediaRoutes, postMediaUploadRoutes } from '../posts/media-routes.js';
import { postsRoutes } from '../posts/routes.js';
import { spacesRoutes } from '../spaces/routes.js';
import type { CommunityDeps } from './deps.js';
import { communityMe } from './me.js';
import { streamRoutes } from './stream.js';

/**
 * The community hub's API, registered here with the live hub they publish to: posts, comments,
 * likes, spaces, members, events, leaderboard, notifications, and /api/community/* itself (the
 * signed-in member's summary and the live stream).
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live } = app.ctx;
  const deps: CommunityDeps = {
    db: app.ctx.db,
    live,
    mediaUrl: (key) => app.storage.urlFor(key),
    deleteMedia: (key) => app.storage.delete(key),
  };
  const streams = new Set<ServerResponse>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
  });

  await app.register(streamRoutes, { deps, streams });
  await app.register(postsRoutes, { deps });
  await app.register(postMediaRoutes, { deps });
  await app.register(postMediaUploadRoutes, { deps });
  await app.register(commentRoutes, { deps });
  await app.register(spacesRoutes, { deps });
  await app.register(membersRoutes, { deps });
  await app.register(leaderboardRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(eventsRoutes, { deps });

  app.get('/api/community/me', { schema: { response: { 200: communityMeSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return communityMe(app.ctx.db, user.id);
  });
};
