import { studioAnalyticsSchema, studioCourseParamsSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireInstructor } from '../../plugins/auth.js';
import { ownedCourse } from './access.js';
import { courseAnalytics } from './analytics.js';

/** Instructor analytics (issue 17, point 7): the course's owner and admins; another instructor 404. */
export const studioAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/studio/courses/:studioCourseId/analytics',
    { schema: { params: studioCourseParamsSchema, response: { 200: studioAnalyticsSchema } } },
    async (request) => {
      const { user } = await requireInstructor(app, request);
      const course = await ownedCourse(db, { id: user.id, role: user.role }, request.params.studioCourseId);
      return courseAnalytics(db, course.id);
    },
  );
};
