import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Everything under /api/privacy (issue 15). */
export const privacyRoutes: FastifyPluginAsyncZod = async (_app) => {};
