import { adminMailQuerySchema, adminMailSchema, mailIdParamsSchema, pageOf } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import { deleteQueuedMail, listQueuedMail, retryQueuedMail } from './mail-service.js';

/** The mail queue in the back office (issue 18): failed mails, retry, delete. */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail',
    { schema: { querystring: adminMailQuerySchema, response: { 200: pageOf(adminMailSchema) } } },
    async (request) => {
      await requireAdmin(app, request);
      return listQueuedMail(app.ctx.db, request.query);
    },
  );

  app.post(
    '/api/admin/mail/:id/retry',
    { schema: { params: mailIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { user } = await requireAdmin(app, request);
      await retryQueuedMail(app.ctx.db, request.params.id, app.mailQueue?.timing.giveUpAfterMs);
      app.mailQueue?.kick();
      request.log.info({ event: 'admin.mail_retry', adminId: user.id, mailId: request.params.id }, 'mail retried');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/admin/mail/:id',
    { schema: { params: mailIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { user } = await requireAdmin(app, request);
      await deleteQueuedMail(app.ctx.db, request.params.id);
      request.log.info({ event: 'admin.mail_deleted', adminId: user.id, mailId: request.params.id }, 'mail deleted');
      return reply.status(204).send(null);
    },
  );
};
