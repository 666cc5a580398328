import { achievementsFor, achievementsResponseSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { learnerCounts } from '../dashboard/counts.js';

/** The learning dashboard's achievements, earned from the signed-in user's own course work. */
export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/achievements', { schema: { response: { 200: achievementsResponseSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    const { counts } = await learnerCounts(app.ctx.db, user.id);
    return { items: achievementsFor(counts) };
  });
};
