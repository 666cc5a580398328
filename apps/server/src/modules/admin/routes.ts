import { pageOf, paginationQuerySchema, ROLES } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import { listUsers } from './service.js';

const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageOf(adminUserSchema) } } },
    async (request) => {
      await requireAdmin(app, request);
      return listUsers(app.ctx.db, request.query);
    },
  );
};
