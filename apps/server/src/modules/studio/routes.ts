import {
  studioCourseInputSchema,
  studioCoursePageSchema,
  studioCourseParamsSchema,
  studioCourseSchema,
  studioLessonInputSchema,
  studioLessonParamsSchema,
  studioListQuerySchema,
  studioModuleInputSchema,
  studioModuleParamsSchema,
  studioOrderSchema,
  studioQuizInputSchema,
  studioStatusSchema,
} from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireInstructor } from '../../plugins/auth.js';
import type { ScreenFields } from '../../safety/screen.js';
import { ownedCourse, type StudioActor } from './access.js';
import { studioAnalyticsRoutes } from './analytics-routes.js';
import { studioArchiveImportRoutes, studioArchiveRoutes } from './archive/routes.js';
import {
  addLesson,
  addModule,
  deleteLesson,
  deleteModule,
  reorderLessons,
  reorderModules,
  updateLesson,
  updateModule,
} from './content.js';
import { changeStatus, createCourse, deleteCourse, listStudioCourses, updateCourse } from './courses.js';
import { deleteQuietly } from './media-common.js';
import { studioMediaRoutes } from './media-routes.js';
import { deleteQuiz, saveQuiz } from './quiz.js';
import { loadStudioCourse } from './read.js';
import { courseTexts, lessonTexts, moduleTexts, quizTexts, screenStudioText } from './screen.js';

async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<StudioActor> {
  const { user } = await requireInstructor(app, request);
  return { id: user.id, role: user.role };
}

/** The instructor's texts through the language filter, before anything is stored. */
async function screened(app: FastifyInstance, request: FastifyRequest, fields: ScreenFields) {
  const { user } = await requireInstructor(app, request);
  await screenStudioText(app.ctx, user, fields);
}

/** The course studio (issue 17): instructors author their courses, admins all of them. */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  await app.register(studioAnalyticsRoutes);
  await app.register(studioMediaRoutes);
  await app.register(studioArchiveRoutes);
  await app.register(studioArchiveImportRoutes);
  const courseUrl = '/api/studio/courses/:studioCourseId';
  const moduleUrl = `${courseUrl}/modules/:studioModuleId`;
  const lessonUrl = `${moduleUrl}/lessons/:studioLessonId`;
  const withCourse = { 200: studioCourseSchema };

  /**
   * Checks role and ownership, screens the texts it writes (if any), runs the change, and answers
   * with the whole course as it now is.
   */
  async function change(
    request: FastifyRequest,
    courseId: string,
    work: (course: Awaited<ReturnType<typeof ownedCourse>>) => Promise<unknown>,
    texts?: ScreenFields,
  ) {
    const course = await ownedCourse(db, await actorOf(app, request), courseId);
    if (texts) await screened(app, request, texts);
    await work(course);
    return loadStudioCourse(db, course.id);
  }

  /** Deletes the storage objects a change left without a row (a removed video, lesson, module or draft). */
  const release = async (keys: string[]) => {
    for (const key of keys) await deleteQuietly(app, key);
  };

  app.get(
    '/api/studio/courses',
    { schema: { querystring: studioListQuerySchema, response: { 200: studioCoursePageSchema } } },
    async (request) => listStudioCourses(db, await actorOf(app, request), request.query),
  );

  app.post(
    '/api/studio/courses',
    { schema: { body: studioCourseInputSchema, response: { 201: studioCourseSchema } } },
    async (request, reply) => {
      const actor = await actorOf(app, request);
      await screened(app, request, courseTexts(request.body));
      const id = await createCourse(db, actor.id, request.body);
      request.log.info({ event: 'studio.course_created', userId: actor.id, courseId: id });
      return reply.status(201).send(await loadStudioCourse(db, id));
    },
  );

  app.get(courseUrl, { schema: { params: studioCourseParamsSchema, response: withCourse } }, async (request) =>
    change(request, request.params.studioCourseId, async () => undefined),
  );

  app.put(
    courseUrl,
    { schema: { params: studioCourseParamsSchema, body: studioCourseInputSchema, response: withCourse } },
    async (request) =>
      change(
        request,
        request.params.studioCourseId,
        (c) => updateCourse(db, c, request.body),
        courseTexts(request.body),
      ),
  );

  app.delete(courseUrl, { schema: { params: studioCourseParamsSchema } }, async (request, reply) => {
    const actor = await actorOf(app, request);
    await release(await deleteCourse(db, await ownedCourse(db, actor, request.params.studioCourseId)));
    request.log.info({ event: 'studio.course_deleted', userId: actor.id, courseId: request.params.studioCourseId });
    return reply.status(204).send();
  });

  app.put(
    `${courseUrl}/status`,
    { schema: { params: studioCourseParamsSchema, body: studioStatusSchema, response: withCourse } },
    async (request) => {
      const result = await change(request, request.params.studioCourseId, (c) =>
        changeStatus(db, c, request.body.status),
      );
      request.log.info({ event: 'studio.course_status', courseId: result.id, status: result.status });
      return result;
    },
  );

  app.post(
    `${courseUrl}/modules`,
    {
      schema: {
        params: studioCourseParamsSchema,
        body: studioModuleInputSchema,
        response: { 201: studioCourseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await change(
            request,
            request.params.studioCourseId,
            (c) => addModule(db, c, request.body),
            moduleTexts(request.body),
          ),
        ),
  );

  app.put(
    `${courseUrl}/module-order`,
    { schema: { params: studioCourseParamsSchema, body: studioOrderSchema, response: withCourse } },
    async (request) => change(request, request.params.studioCourseId, (c) => reorderModules(db, c, request.body.ids)),
  );

  app.put(
    moduleUrl,
    { schema: { params: studioModuleParamsSchema, body: studioModuleInputSchema, response: withCourse } },
    async (request) =>
      change(
        request,
        request.params.studioCourseId,
        (c) => updateModule(db, c, request.params.studioModuleId, request.body),
        moduleTexts(request.body),
      ),
  );

  app.delete(moduleUrl, { schema: { params: studioModuleParamsSchema, response: withCourse } }, async (request) =>
    change(request, request.params.studioCourseId, async (c) =>
      release(await deleteModule(db, c, request.params.studioModuleId)),
    ),
  );

  app.post(
    `${moduleUrl}/lessons`,
    {
      schema: {
        params: studioModuleParamsSchema,
        body: studioLessonInputSchema,
        response: { 201: studioCourseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await change(
            request,
            request.params.studioCourseId,
            (c) => addLesson(db, c, request.params.studioModuleId, request.body),
            lessonTexts(request.body),
          ),
        ),
  );

  app.put(
    `${moduleUrl}/lesson-order`,
    { schema: { params: studioModuleParamsSchema, body: studioOrderSchema, response: withCourse } },
    async (request) =>
      change(request, request.params.studioCourseId, (c) =>
        reorderLessons(db, c, request.params.studioModuleId, request.body.ids),
      ),
  );

  app.put(
    lessonUrl,
    { schema: { params: studioLessonParamsSchema, body: studioLessonInputSchema, response: withCourse } },
    async (request) => {
      const { studioCourseId, studioModuleId, studioLessonId } = request.params;
      return change(
        request,
        studioCourseId,
        async (c) => release(await updateLesson(db, c, studioModuleId, studioLessonId, request.body)),
        lessonTexts(request.body),
      );
    },
  );

  app.put(
    `${moduleUrl}/quiz`,
    { schema: { params: studioModuleParamsSchema, body: studioQuizInputSchema, response: withCourse } },
    async (request) =>
      change(
        request,
        request.params.studioCourseId,
        (c) => saveQuiz(db, c, request.params.studioModuleId, request.body),
        quizTexts(request.body),
      ),
  );

  app.delete(
    `${moduleUrl}/quiz`,
    { schema: { params: studioModuleParamsSchema, response: withCourse } },
    async (request) =>
      change(request, request.params.studioCourseId, (c) => deleteQuiz(db, c, request.params.studioModuleId)),
  );

  app.delete(lessonUrl, { schema: { params: studioLessonParamsSchema, response: withCourse } }, async (request) => {
    const { studioCourseId, studioModuleId, studioLessonId } = request.params;
    return change(request, studioCourseId, async (c) =>
      release(await deleteLesson(db, c, studioModuleId, studioLessonId)),
    );
  });
};
