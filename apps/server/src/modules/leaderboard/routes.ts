import { leaderboardPageSchema, leaderboardQuerySchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import type { CommunityDeps } from '../realtime/deps.js';
import { leaderboard } from './service.js';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  app.get(
    '/api/leaderboard',
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardPageSchema } } },
    async (request) => {
      await requireUser(app, request);
      return leaderboard(deps.db, request.query);
    },
  );
};
