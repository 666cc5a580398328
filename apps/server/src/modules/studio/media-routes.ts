import {
  studioCourseParamsSchema,
  studioCourseSchema,
  studioLessonParamsSchema,
  studioMaterialParamsSchema,
} from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireInstructor } from '../../plugins/auth.js';
import { fileRoutes } from '../uploads/file-routes.js';
import { type OwnedCourse, ownedCourse } from './access.js';
import { removeCover, replaceCover } from './cover.js';
import { removeLessonVideo, uploadLessonVideo } from './lesson-video.js';
import { addMaterial, deleteMaterial } from './materials.js';
import { loadStudioCourse } from './read.js';

/** Uploads are heavier than edits: an instructor uploading a whole course stays well inside this. */
const UPLOAD_RATE = { rateLimit: { max: 120, timeWindow: '10 minutes' } };

/**
 * The studio's uploads (issue 17, decision 1720): a video lesson's file, the course cover and
 * course materials, all multipart (a browser form's FormData). Role and ownership are checked
 * before a byte of the body is read; each answer is the whole course as it now is.
 */
export const studioMediaRoutes: FastifyPluginAsyncZod = fileRoutes(async (app) => {
  const { db } = app.ctx;
  const courseUrl = '/api/studio/courses/:studioCourseId';
  const videoUrl = `${courseUrl}/modules/:studioModuleId/lessons/:studioLessonId/video`;
  const withCourse = { 200: studioCourseSchema };

  async function change(request: FastifyRequest, courseId: string, work: (course: OwnedCourse) => Promise<unknown>) {
    const { user } = await requireInstructor(app, request);
    const course = await ownedCourse(db, { id: user.id, role: user.role }, courseId);
    await work(course);
    return loadStudioCourse(db, course.id);
  }

  app.post(
    videoUrl,
    { schema: { params: studioLessonParamsSchema, response: withCourse }, config: UPLOAD_RATE },
    async (request) => {
      const { studioCourseId, studioModuleId, studioLessonId } = request.params;
      return change(request, studioCourseId, (c) => uploadLessonVideo(app, request, c, studioModuleId, studioLessonId));
    },
  );

  app.delete(videoUrl, { schema: { params: studioLessonParamsSchema, response: withCourse } }, async (request) => {
    const { studioCourseId, studioModuleId, studioLessonId } = request.params;
    return change(request, studioCourseId, (c) => removeLessonVideo(app, c, studioModuleId, studioLessonId));
  });

  app.post(
    `${courseUrl}/cover`,
    { schema: { params: studioCourseParamsSchema, response: withCourse }, config: UPLOAD_RATE },
    async (request) => change(request, request.params.studioCourseId, (c) => replaceCover(app, request, c)),
  );

  app.delete(
    `${courseUrl}/cover`,
    { schema: { params: studioCourseParamsSchema, response: withCourse } },
    async (request) => change(request, request.params.studioCourseId, (c) => removeCover(app, c)),
  );

  app.post(
    `${courseUrl}/materials`,
    { schema: { params: studioCourseParamsSchema, response: { 201: studioCourseSchema } }, config: UPLOAD_RATE },
    async (request, reply) =>
      reply.status(201).send(await change(request, request.params.studioCourseId, (c) => addMaterial(app, request, c))),
  );

  app.delete(
    `${courseUrl}/materials/:studioMaterialId`,
    { schema: { params: studioMaterialParamsSchema, response: withCourse } },
    async (request) =>
      change(request, request.params.studioCourseId, (c) => deleteMaterial(app, c, request.params.studioMaterialId)),
  );
});
