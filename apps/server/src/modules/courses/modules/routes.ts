import {
  COMMENTS_PAGE_SIZE,
  commentBodySchema,
  commentSchema,
  lessonParamsSchema,
  moduleCompletionSchema,
  moduleParamsSchema,
  moduleViewSchema,
  pageOf,
  paginationQuerySchema,
  quizAttemptInputSchema,
  quizAttemptResultSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../plugins/auth.js';
import { screenWrite } from '../../../safety/screen.js';
import { sendCourseMail } from '../mails.js';
import { completeLesson, completeModule } from './completion.js';
import { listComments, postComment } from './discussion.js';
import { moduleView } from './module-view.js';
import { submitAttempt } from './quiz-attempts.js';

const emptyBody = z.strictObject({}).optional();
const lessonProgressSchema = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int(),
});
const commentsQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(COMMENTS_PAGE_SIZE),
});

/** The module viewer: content, the signed-in user's progress (only their own) and discussion. */
export const courseModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/api/courses/:courseId/modules/:moduleId';

  app.get(base, { schema: { params: moduleParamsSchema, response: { 200: moduleViewSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return moduleView(db, user.id, request.params.courseId, request.params.moduleId);
  });

  app.post(
    `${base}/lessons/:lessonId/completion`,
    { schema: { params: lessonParamsSchema, body: emptyBody, response: { 200: lessonProgressSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      const { courseId, moduleId, lessonId } = request.params;
      return completeLesson(db, user.id, courseId, moduleId, lessonId);
    },
  );

  app.post(
    `${base}/completion`,
    { schema: { params: moduleParamsSchema, body: emptyBody, response: { 200: moduleCompletionSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      const { result, completedCourse } = await completeModule(
        db,
        user.id,
        request.params.courseId,
        request.params.moduleId,
      );
      request.log.info({ event: 'course.module_completed', userId: user.id, course: request.params.courseId });
      if (completedCourse) {
        request.log.info({ event: 'course.completed', userId: user.id, course: completedCourse.slug });
        await sendCourseMail(app.ctx, request.log, 'course_completion', user, completedCourse);
      }
      return result;
    },
  );

  app.post(
    `${base}/quiz/attempts`,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: moduleParamsSchema, body: quizAttemptInputSchema, response: { 201: quizAttemptResultSchema } },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { courseId, moduleId } = request.params;
      const result = await submitAttempt(db, user.id, courseId, moduleId, request.body);
      request.log.info({ event: 'course.quiz_attempt', userId: user.id, course: courseId, passed: result.passed });
      return reply.status(201).send(result);
    },
  );

  app.get(
    `${base}/comments`,
    {
      schema: {
        params: moduleParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: pageOf(commentSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      const { courseId, moduleId } = request.params;
      return listComments(db, user.id, courseId, moduleId, request.query);
    },
  );

  app.post(
    `${base}/comments`,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { params: moduleParamsSchema, body: commentBodySchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const { courseId, moduleId } = request.params;
      await screenWrite(app.ctx, user, { body: request.body.body }, request.body.acknowledgePersonalInfo);
      const comment = await postComment(db, user.id, courseId, moduleId, request.body.body);
      return reply.status(201).send(comment);
    },
  );
};
