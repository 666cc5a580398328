import { betaStatusSchema, courseLinkSchema, courseMatchQuerySchema, pageOf } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { matchCourses } from './course-links.js';
import { applyForBeta, betaStatus } from './service.js';

/** The Learn tool's course links and the Sound tool's beta list. */
export const aiLearnAndSoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/ai/learn/courses',
    { schema: { querystring: courseMatchQuerySchema, response: { 200: pageOf(courseLinkSchema) } } },
    async (request) => {
      await requireUser(app, request);
      const { goal, level, page, pageSize } = request.query;
      return matchCourses(db, { goal, level }, { page, pageSize });
    },
  );

  app.get('/api/ai/sound/beta', { schema: { response: { 200: betaStatusSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return betaStatus(db, user.id, 'sound');
  });

  app.post(
    '/api/ai/sound/beta',
    { schema: { body: z.strictObject({}).optional(), response: { 200: betaStatusSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return applyForBeta(db, user.id, 'sound');
    },
  );
};
