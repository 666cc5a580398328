import { PassThrough } from 'node:stream';
import { studioCourseParamsSchema, studioCourseSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireInstructor } from '../../../plugins/auth.js';
import { attachmentDisposition } from '../../uploads/disposition.js';
import { fileRoutes } from '../../uploads/file-routes.js';
import { ownedCourse } from '../access.js';
import { loadStudioCourse } from '../read.js';
import { archiveName, writeCourseArchive } from './export.js';
import { importCourseArchive } from './import.js';

/** A course as one zip, out and in (issue 17, point 8; decision 1703). */
export const studioArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/studio/courses/:studioCourseId/export',
    { schema: { params: studioCourseParamsSchema } },
    async (request, reply) => {
      const { user } = await requireInstructor(app, request);
      const course = await ownedCourse(db, { id: user.id, role: user.role }, request.params.studioCourseId);
      const body = new PassThrough();
      writeCourseArchive(app, course.id, body).catch((err: unknown) => {
        request.log.error({ err, courseId: course.id }, 'course export failed');
        body.destroy(err as Error);
      });
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(await archiveName(app, course.id)))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

/** The import takes the zip as a multipart upload: its own scope (uploads/file-routes.ts). */
export const studioArchiveImportRoutes: FastifyPluginAsyncZod = fileRoutes(async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/studio/courses/import',
    { schema: { response: { 201: studioCourseSchema } }, config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { user } = await requireInstructor(app, request);
      const courseId = await importCourseArchive(app, user, request);
      request.log.info({ event: 'studio.course_imported', userId: user.id, courseId });
      return reply.status(201).send(await loadStudioCourse(db, courseId));
    },
  );
});
