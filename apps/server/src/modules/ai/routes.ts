import type { FastifyPluginAsync } from 'fastify';
import { aiGenerateRoutes } from './generate-routes.js';
import { aiOtherRoutes } from './other-routes.js';

/** Everything under /api/ai. */
export const aiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(aiGenerateRoutes);
  await app.register(aiOtherRoutes);
};
