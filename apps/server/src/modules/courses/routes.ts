import {
  catalogueQuerySchema,
  courseParamsSchema,
  courseSummarySchema,
  enrollResultSchema,
  LEARNING_PAGE_SIZE,
  learningCourseSchema,
  materialParamsSchema,
  materialSchema,
  pageOf,
  paginationQuerySchema,
  recordingSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { enroll, listCatalogue } from './catalogue.js';
import { listLearning } from './learning.js';
import { sendCourseMail } from './mails.js';
import { listMaterials, listRecordings, openMaterial } from './materials.js';
import { courseModuleRoutes } from './modules/routes.js';

const learningQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(LEARNING_PAGE_SIZE),
});

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  await app.register(courseModuleRoutes);

  app.get(
    '/api/courses',
    { schema: { querystring: catalogueQuerySchema, response: { 200: pageOf(courseSummarySchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listCatalogue(db, user.id, request.query);
    },
  );

  app.get(
    '/api/courses/enrolled',
    { schema: { querystring: learningQuerySchema, response: { 200: pageOf(learningCourseSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listLearning(db, user.id, request.query);
    },
  );

  app.post(
    '/api/courses/:courseId/enrollment',
    {
      schema: {
        params: courseParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: enrollResultSchema, 201: enrollResultSchema },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const result = await enroll(db, user.id, request.params.courseId);
      if (result.created) {
        request.log.info({ event: 'course.enrolled', userId: user.id, course: result.course.slug });
        await sendCourseMail(app.ctx, request.log, 'welcome', user, result.course);
      }
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/courses/:courseId/materials',
    {
      schema: {
        params: courseParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(materialSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listMaterials(db, user.id, request.params.courseId, request.query);
    },
  );

  app.get(
    '/api/courses/:courseId/recordings',
    {
      schema: {
        params: courseParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(recordingSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listRecordings(db, user.id, request.params.courseId, request.query);
    },
  );

  app.get(
    '/api/courses/:courseId/materials/:materialId/download',
    { schema: { params: materialParamsSchema } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const file = await openMaterial(db, user.id, request.params.courseId, request.params.materialId, app.storage);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream());
    },
  );
};
