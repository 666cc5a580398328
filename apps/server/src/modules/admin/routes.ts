import { pageOf, paginationQuerySchema, ROLES, type Role, roleChangeBodySchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import { adminMailRoutes } from './mail-routes.js';
import { changeRole } from './moderation-admin.js';
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
  await app.register(adminMailRoutes);
  app.get(
    '/api/admin/users',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageOf(adminUserSchema) } } },
    async (request) => {
      await requireAdmin(app, request);
      return listUsers(app.ctx.db, request.query);
    },
  );

  // Issue 16: admins grant and remove the moderator role.
  app.put(
    '/api/admin/users/:userId/role',
    {
      schema: {
        params: z.object({ userId: z.string().uuid() }),
        body: roleChangeBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(app, request);
      const row = await changeRole(app.ctx, user.id, request.params.userId, request.body.role);
      return {
        ...row,
        role: (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : ('user' as const),
        createdAt: new Date(row.createdAt).toISOString(),
      };
    },
  );
};
