import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Everything under /api/parents (issue 15). */
export const parentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
