import {
  appealBodySchema,
  appealDecisionBodySchema,
  auditEntrySchema,
  moderationActionBodySchema,
  moderationNoticeSchema,
  pageOf,
  paginationQuerySchema,
  queueItemDetailSchema,
  queueItemSchema,
  queueQuerySchema,
  REPORT_SURFACES,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireModerator, requireUser } from '../../plugins/auth.js';
import { takeAction } from './actions.js';
import { appealAction, decideAppeal, listNotices } from './appeals.js';
import { listAuditLog } from './audit-log.js';
import { listQueue, queueDetail } from './queue.js';

/** The moderation queue, its actions and appeals, and a member's own notices (issue 16). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/moderation/queue',
    { schema: { querystring: queueQuerySchema, response: { 200: pageOf(queueItemSchema) } } },
    async (request) => {
      await requireModerator(app, request);
      return listQueue(db, request.query);
    },
  );

  app.get(
    '/api/moderation/queue/:surface/:itemId',
    {
      schema: {
        params: z.object({ surface: z.enum(REPORT_SURFACES), itemId: z.string().uuid() }),
        response: { 200: queueItemDetailSchema },
      },
    },
    async (request) => {
      await requireModerator(app, request);
      return queueDetail(db, request.params.surface, request.params.itemId);
    },
  );

  app.post(
    '/api/moderation/actions',
    { schema: { body: moderationActionBodySchema, response: { 201: z.object({ actionId: z.string() }) } } },
    async (request, reply) => {
      const { user } = await requireModerator(app, request);
      return reply.status(201).send(await takeAction(app.ctx, user, request.body));
    },
  );

  app.post(
    '/api/moderation/appeals/:appealId/decision',
    {
      schema: {
        params: z.object({ appealId: z.string().uuid() }),
        body: appealDecisionBodySchema,
        response: { 200: z.object({ status: z.enum(['upheld', 'reversed']) }) },
      },
    },
    async (request) => {
      const { user } = await requireModerator(app, request);
      return decideAppeal(app.ctx, user, request.params.appealId, request.body);
    },
  );

  app.get(
    '/api/moderation/notices',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageOf(moderationNoticeSchema) } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return listNotices(db, user.id, request.query);
    },
  );

  app.post(
    '/api/moderation/notices/:actionId/appeal',
    {
      schema: {
        params: z.object({ actionId: z.string().uuid() }),
        body: appealBodySchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      return reply.status(201).send(await appealAction(db, user.id, request.params.actionId, request.body.text));
    },
  );

  // The audit log is the admins' (a moderator works the queue; README maps it to this module).
  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageOf(auditEntrySchema) } } },
    async (request) => {
      await requireAdmin(app, request);
      return listAuditLog(db, request.query);
    },
  );
};
