import { PassThrough } from 'node:stream';
import {
  childAccountViewSchema,
  consentDecisionSchema,
  consentViewSchema,
  errorBodySchema,
  parentApproveSchema,
  parentDecisionResultSchema,
  parentSetChildPasswordSchema,
  parentTokenBodySchema,
  parentTokenQuerySchema,
} from '@storyloom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Limiter } from '../../auth/limiter.js';
import type { Limit, LimitRule } from '../../auth/limits.js';
import { type BreachCheck, rangeApiBreachCheck } from '../../auth/password-policy.js';
import { writeAccountExport } from '../privacy/account-data.js';
import { setChildPassword } from './child-password.js';
import { childAccountView, consentView } from './child-summary.js';
import { deleteChildAccount, grantConsent, revokeConsent } from './decisions.js';
import { openParentLink } from './open-link.js';

/**
 * Per client address, scaled by RATE_LIMIT_SCALE. The signed links cannot be guessed; the limits
 * keep a script from hammering the pages or mailing a parent over and over.
 */
export const PARENT_LIMITS = {
  requestsPerIp: { max: 60, windowSeconds: 10 * 60 },
  /** Approve, revoke, delete and a new password each send the parent a mail. */
  decisionsPerIp: { max: 10, windowSeconds: 60 * 60 },
  exportsPerIp: { max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

const refusals = { 400: errorBodySchema, 429: errorBodySchema };

/** Everything under /api/parents (issue 15): the consent page and the parent page, by signed link. */
export const parentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limiter = new Limiter(ctx.db, ctx.config.rateLimitScale);
  const isBreached: BreachCheck | null = ctx.config.passwordBreachCheckUrl
    ? rangeApiBreachCheck(ctx.config.passwordBreachCheckUrl, ctx.log)
    : null;
  const limit = async (request: FastifyRequest, reply: FastifyReply, extra?: keyof typeof PARENT_LIMITS) => {
    const rules: LimitRule[] = [{ key: `parents:ip:${request.ip}`, limit: PARENT_LIMITS.requestsPerIp }];
    if (extra) rules.push({ key: `parents:${extra}:ip:${request.ip}`, limit: PARENT_LIMITS[extra] });
    await limiter.enforce(reply, rules);
  };

  app.get(
    '/api/parents/consent',
    { schema: { querystring: parentTokenQuerySchema, response: { 200: consentViewSchema, ...refusals } } },
    async (request, reply) => {
      await limit(request, reply);
      return consentView(ctx, await openParentLink(ctx, request.query.token, 'consent'));
    },
  );

  app.post(
    '/api/parents/consent',
    { schema: { body: consentDecisionSchema, response: { 200: parentDecisionResultSchema, ...refusals } } },
    async (request, reply) => {
      await limit(request, reply, 'decisionsPerIp');
      const { token, approveAiSharing } = request.body;
      const child = await openParentLink(ctx, token, 'consent');
      return grantConsent(ctx, child, { aiSharing: approveAiSharing, ip: request.ip, viaConsentLink: true });
    },
  );

  app.get(
    '/api/parents/child',
    { schema: { querystring: parentTokenQuerySchema, response: { 200: childAccountViewSchema, ...refusals } } },
    async (request, reply) => {
      await limit(request, reply);
      return childAccountView(ctx, await openParentLink(ctx, request.query.token, 'parent'));
    },
  );

  app.get(
    '/api/parents/child/export',
    {
      schema: {
        querystring: parentTokenQuerySchema,
        response: { 200: z.any().describe('application/zip'), ...refusals },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'exportsPerIp');
      const child = await openParentLink(ctx, request.query.token, 'parent');
      const zip = new PassThrough();
      writeAccountExport(ctx, child.userId, zip).catch((err: unknown) => {
        request.log.error({ err, userId: child.userId }, 'the parent’s export of a child account failed');
        zip.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="storyloom-${child.username}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.post(
    '/api/parents/child/approve',
    { schema: { body: parentApproveSchema, response: { 200: parentDecisionResultSchema, ...refusals } } },
    async (request, reply) => {
      await limit(request, reply, 'decisionsPerIp');
      const child = await openParentLink(ctx, request.body.token, 'parent');
      return grantConsent(ctx, child, {
        aiSharing: request.body.approveAiSharing,
        ip: request.ip,
        viaConsentLink: false,
      });
    },
  );

  app.post(
    '/api/parents/child/revoke',
    { schema: { body: parentTokenBodySchema, response: { 200: parentDecisionResultSchema, ...refusals } } },
    async (request, reply) => {
      await limit(request, reply, 'decisionsPerIp');
      const child = await openParentLink(ctx, request.body.token, 'parent');
      return revokeConsent(ctx, child, request.ip);
    },
  );

  // A child account has no address for "Forgot password": the parent sets a new one here.
  app.post(
    '/api/parents/child/password',
    { schema: { body: parentSetChildPasswordSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await limit(request, reply, 'decisionsPerIp');
      const child = await openParentLink(ctx, request.body.token, 'parent');
      await setChildPassword(ctx, child, { newPassword: request.body.newPassword, isBreached });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/parents/child/delete',
    { schema: { body: parentTokenBodySchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await limit(request, reply, 'decisionsPerIp');
      const child = await openParentLink(ctx, request.body.token, 'parent');
      await deleteChildAccount(ctx, child);
      return reply.status(204).send(null);
    },
  );
};
