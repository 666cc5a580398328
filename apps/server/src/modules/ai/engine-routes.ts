import { aiEngineStatusSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { engineStatus } from './engine.js';

/** GET /api/ai/engine: whether the caller's AI tools use the model or run offline, and why. */
export const aiEngineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/ai/engine', { schema: { response: { 200: aiEngineStatusSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return engineStatus(app.ctx, user.id);
  });
};
