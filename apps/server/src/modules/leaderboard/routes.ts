import { leaderboardPageSchema, leaderboardQuerySchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReadCache } from '../../cache/read-cache.js';
import { requireUser } from '../../plugins/auth.js';
import type { CommunityDeps } from '../community/deps.js';
import { leaderboard } from './service.js';

/**
 * The leaderboard is the same for every viewer and aggregates the whole points ledger, so it is
 * computed at most once per this interval; every community change (a live event, from any
 * instance) recomputes it at once (docs/decisions/0906).
 */
export const LEADERBOARD_CACHE_TTL_MS = 10_000;

export const leaderboardRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  // Holds the validated, serialised answer: a cache hit costs no database and no serialisation.
  const cache = new ReadCache<string>(LEADERBOARD_CACHE_TTL_MS);
  const stopObserving = deps.live.observe(() => cache.invalidate());
  app.addHook('onClose', async () => stopObserving());

  app.get(
    '/api/leaderboard',
    // The answer is validated against leaderboardPageSchema once, when it is computed.
    { schema: { querystring: leaderboardQuerySchema } },
    async (request, reply) => {
      await requireUser(app, request);
      const { range, page, pageSize } = request.query;
      const key = `${range}:${page}:${pageSize}`;
      const body =
        cache.peek(key) ??
        (await cache.get(key, async () =>
          JSON.stringify(leaderboardPageSchema.parse(await leaderboard(deps.db, request.query))),
        ));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
