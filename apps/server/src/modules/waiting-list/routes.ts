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
import { Limiter } from '../../auth/limiter.js';
import type { Limit } from '../../auth/limits.js';
import { AppError } from '../../errors.js';
import { requireAdmin } from '../../plugins/auth.js';
import { sendCsv } from '../admin/lists.js';
import { exportWaitingList, joinWaitingList, listWaitingList, waitingListCsvRow } from './service.js';

/**
 * Per client address, scaled by RATE_LIMIT_SCALE. Sign-ups: enough for a classroom behind one
 * school address, too few to fill the list. Duplicate answers: the spec's 409 tells whether an
 * address is listed, so past a handful the address gets 429 for every sign-up (docs/decisions/1316).
 */
export const WAITING_LIST_LIMITS = {
  signUpsPerIp: { max: 20, windowSeconds: 60 * 60 },
  duplicatesPerIp: { max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new Limiter(app.ctx.db, app.ctx.config.rateLimitScale);

  app.post(
    '/api/waiting-list',
    {
      schema: {
        body: waitingListSignupSchema,
        response: { 201: publicFormAcceptedSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const duplicates = {
        key: `waiting-list:duplicates:ip:${request.ip}`,
        limit: WAITING_LIST_LIMITS.duplicatesPerIp,
      };
      await limiter.refuseIfSpent(reply, duplicates);
      await limiter.enforce(reply, [{ key: `waiting-list:ip:${request.ip}`, limit: WAITING_LIST_LIMITS.signUpsPerIp }]);
      // A filled honeypot gets the success answer and nothing is stored.
      if (isTrapped(request.body)) {
        request.log.info({ event: 'waiting_list.honeypot' }, 'honeypot filled');
        return reply.status(201).send({ ok: true });
      }
      try {
        await joinWaitingList(app.ctx.db, request.body);
      } catch (error) {
        if (error instanceof AppError && error.status === 409) await limiter.record(duplicates);
        throw error;
      }
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
