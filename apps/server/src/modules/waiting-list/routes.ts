import {
  errorBodySchema,
  isTrapped,
  pageOf,
  publicFormAcceptedSchema,
  WAITING_LIST_CSV_COLUMNS,
  waitingListCsvFileName,
  waitingListEntrySchema,
  waitingListExportQuerySchema,
  waitingListQuerySchema,
  waitingListSignupSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.js';
import { sendCsv } from '../admin/lists.js';
import { exportWaitingList, joinWaitingList, listWaitingList, waitingListCsvRow } from './service.js';

/**
 * Per client IP. Generous enough for a classroom behind one school address signing up together,
 * tight enough to stop a script from filling the list.
 */
export const WAITING_LIST_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/waiting-list',
    {
      config: { rateLimit: WAITING_LIST_RATE_LIMIT },
      schema: {
        body: waitingListSignupSchema,
        response: { 201: publicFormAcceptedSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A filled honeypot gets the success answer and nothing is stored.
      if (isTrapped(request.body)) request.log.info({ event: 'waiting_list.honeypot' }, 'honeypot filled');
      else await joinWaitingList(app.ctx.db, request.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/admin/waiting-list',
    { schema: { querystring: waitingListQuerySchema, response: { 200: pageOf(waitingListEntrySchema) } } },
    async (request) => {
      await requireAdmin(app, request);
      return listWaitingList(app.ctx.db, request.query);
    },
  );

  // The body is a CSV stream, so there is no JSON response schema to declare.
  app.get(
    '/api/admin/waiting-list/export',
    { schema: { querystring: waitingListExportQuerySchema } },
    async (request, reply) => {
      await requireAdmin(app, request);
      const batches = exportWaitingList(app.ctx.db, request.query.search);
      return sendCsv(reply, waitingListCsvFileName(new Date()), WAITING_LIST_CSV_COLUMNS, batches, waitingListCsvRow);
    },
  );
};
