import {
  ACTIVITY_PAGE_SIZE,
  activityItemSchema,
  dashboardStatsSchema,
  pageOf,
  paginationQuerySchema,
  recommendedResponseSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { listActivity } from './activity.js';
import { dashboardStats } from './counts.js';
import { recommendedCourses } from './recommended.js';

const activityQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZE),
});

/** One endpoint per dashboard panel; each answers from the signed-in user's own rows only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/api/dashboard/stats', { schema: { response: { 200: dashboardStatsSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return dashboardStats(db, user.id);
  });

  app.get(
    '/api/dashboard/activity',
    { schema: { querystring: activityQuerySchema, response: { 200: pageOf(activityItemSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listActivity(db, user.id, request.query);
    },
  );

  app.get(
    '/api/dashboard/recommended',
    { schema: { response: { 200: recommendedResponseSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return recommendedCourses(db, user.id);
    },
  );
};
