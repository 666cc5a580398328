import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Everything under /api/age-screen (issue 15). */
export const ageScreenRoutes: FastifyPluginAsyncZod = async (_app) => {};
