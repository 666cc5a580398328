import {
  CONTACT_MESSAGES_CSV_COLUMNS,
  contactExportQuerySchema,
  contactListQuerySchema,
  contactMessageEntrySchema,
  contactMessageSchema,
  contactMessagesCsvFileName,
  contactStatusUpdateSchema,
  isTrapped,
  pageOf,
  publicFormAcceptedSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.js';
import { sendCsv } from '../admin/lists.js';
import {
  contactMessageCsvRow,
  deleteContactMessage,
  exportContactMessages,
  listContactMessages,
  setContactStatus,
  storeContactMessage,
} from './service.js';

/** Per client IP: nobody writes more than a few real messages a minute. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const idParams = z.object({ id: z.uuid() });

export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact-messages',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactMessageSchema, response: { 201: publicFormAcceptedSchema } },
    },
    async (request, reply) => {
      // A filled honeypot gets the success answer and nothing is stored.
      if (isTrapped(request.body)) request.log.info({ event: 'contact.honeypot' }, 'honeypot filled');
      else await storeContactMessage(app.ctx.db, request.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    { schema: { querystring: contactListQuerySchema, response: { 200: pageOf(contactMessageEntrySchema) } } },
    async (request) => {
      await requireAdmin(app, request);
      return listContactMessages(app.ctx.db, request.query);
    },
  );

  // The body is a CSV stream, so there is no JSON response schema to declare.
  app.get(
    '/api/admin/contact-messages/export',
    { schema: { querystring: contactExportQuerySchema } },
    async (request, reply) => {
      await requireAdmin(app, request);
      const batches = exportContactMessages(app.ctx.db, request.query);
      return sendCsv(
        reply,
        contactMessagesCsvFileName(new Date()),
        CONTACT_MESSAGES_CSV_COLUMNS,
        batches,
        contactMessageCsvRow,
      );
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    { schema: { params: idParams, body: contactStatusUpdateSchema, response: { 200: contactMessageEntrySchema } } },
    async (request) => {
      await requireAdmin(app, request);
      return setContactStatus(app.ctx.db, request.params.id, request.body.status);
    },
  );

  app.delete(
    '/api/admin/contact-messages/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await requireAdmin(app, request);
      await deleteContactMessage(app.ctx.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
