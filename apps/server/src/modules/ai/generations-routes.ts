import {
  aiGenerationPageSchema,
  aiGenerationSchema,
  aiGenerationUpdateSchema,
  aiHistoryQuerySchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { checkPrompt } from './guardrails.js';
import { getGeneration, listGenerations, updateGenerationOutput } from './service.js';

const idParams = z.object({ id: z.uuid() });

/** The AI history under /api/ai/generations: list, reopen, edit a saved generation (own ones only). */
export const aiGenerationsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      // The member's own edit: blocked words are refused as in a prompt (issue 16).
      checkPrompt(app.ctx.filter, { output: request.body.output });
      return updateGenerationOutput(db, user.id, request.params.id, request.body.output);
    },
  );
};
