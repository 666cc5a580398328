import {
  aiGenerationPageSchema,
  aiGenerationSchema,
  aiGenerationUpdateSchema,
  aiHistoryQuerySchema,
  betaStatusSchema,
  courseLinkSchema,
  courseMatchQuerySchema,
  pageOf,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { matchCourses } from './courses.js';
import { applyForBeta, betaStatus, getGeneration, listGenerations, updateGenerationOutput } from './service.js';

const idParams = z.object({ id: z.uuid() });

/** History (list, reopen, edit), the Learn tool's course links and the Sound tool's beta list. */
export const aiOtherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/ai/generations',
    { schema: { querystring: aiHistoryQuerySchema, response: { 200: aiGenerationPageSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listGenerations(db, user.id, request.query);
    },
  );

  app.get(
    '/api/ai/generations/:id',
    { schema: { params: idParams, response: { 200: aiGenerationSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return getGeneration(db, user.id, request.params.id);
    },
  );

  app.patch(
    '/api/ai/generations/:id',
    { schema: { params: idParams, body: aiGenerationUpdateSchema, response: { 200: aiGenerationSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return updateGenerationOutput(db, user.id, request.params.id, request.body.output);
    },
  );

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
