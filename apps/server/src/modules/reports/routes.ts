import { reportBodySchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { createReport } from './service.js';

/** POST /api/reports: any signed-in member reports an item they can see (issue 16). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    { schema: { body: reportBodySchema, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const created = await createReport(app.ctx, user.id, request.body);
      return reply.status(201).send(created);
    },
  );
};
