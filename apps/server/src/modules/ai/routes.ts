import type { FastifyPluginAsync } from 'fastify';
import { aiEngineRoutes } from './engine-routes.js';
import { aiGenerateRoutes } from './generate-routes.js';
import { aiGenerationsRoutes } from './generations-routes.js';
import { aiLearnAndSoundRoutes } from './learn-and-sound-routes.js';

/** Everything under /api/ai. */
export const aiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(aiEngineRoutes);
  await app.register(aiGenerateRoutes);
  await app.register(aiGenerationsRoutes);
  await app.register(aiLearnAndSoundRoutes);
};
