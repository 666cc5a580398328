import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Everything under /api/children (issue 15). */
export const childrenRoutes: FastifyPluginAsyncZod = async (_app) => {};
