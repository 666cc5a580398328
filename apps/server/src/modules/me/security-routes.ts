import { accountText, connectionStatusSchema, removeFactorBodySchema, securityOverviewSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { expireAuthCookies } from '../../auth/cookies.js';
import { Limiter } from '../../auth/limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from '../../auth/limits.js';
import { type CurrentSession, readSession, requireUser } from '../../plugins/auth.js';
import { assuranceLevelOf, removeFactor, securityOverview } from './security-service.js';

/** Connection check, clearing auth state, and the login-details data (factors). */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, config } = app.ctx;
  const limiter = new Limiter(db, config.rateLimitScale);

  app.get('/api/connection', { schema: { response: { 200: connectionStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let database: 'ok' | 'down' = 'ok';
    await sql`select 1`.execute(db).catch((err: unknown) => {
      request.log.error({ err }, 'connection check: database down');
      database = 'down';
    });
    let authState: 'ok' | 'down' = 'ok';
    let current: CurrentSession | null = null;
    try {
      current = await readSession(app.ctx, request);
    } catch (err) {
      request.log.error({ err }, 'connection check: auth service failed');
      authState = 'down';
    }
    const session = current
      ? {
          expiresAt: current.session.expiresAt.toISOString(),
          assuranceLevel: await assuranceLevelOf(db, current.user.id),
        }
      : null;
    return {
      connected: authState === 'ok',
      database,
      auth: authState,
      authSession: session ? ('active' as const) : ('none' as const),
      session,
      time: new Date().toISOString(),
    };
  });

  app.post(
    '/api/session/clear',
    {
      schema: {
        body: z.strictObject({}).optional(),
        response: { 200: z.object({ cleared: z.literal(true), signedOut: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const current = await readSession(app.ctx, request).catch(() => null);
      if (current) {
        await db.deleteFrom('session').where('token', '=', current.session.token).execute();
        app.ctx.sessions.forgetToken(current.session.token);
      }
      const cookies = expireAuthCookies(request, reply);
      request.log.info(
        { event: 'auth.state_cleared', userId: current?.user.id, cookies: cookies.length, ip: request.ip },
        'auth state cleared',
      );
      return { cleared: true as const, signedOut: Boolean(current) };
    },
  );

  app.get('/api/me/security', { schema: { response: { 200: securityOverviewSchema } } }, async (request, reply) => {
    const { user } = await requireUser(app, request);
    reply.header('cache-control', 'no-store');
    return securityOverview(db, auth, user.id);
  });

  app.delete(
    '/api/me/factors/:factorId',
    { schema: { params: z.object({ factorId: z.uuid() }), body: removeFactorBodySchema } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const facts = { ip: request.ip, body: {}, sessionKey: sessionKeyOf(request.headers.cookie) };
      await limiter.enforce(reply, rulesForAuthRequest('/two-factor/disable', facts));
      await removeFactor(db, auth, user.id, request.params.factorId, request.body);
      request.log.info(
        { event: 'auth.factor_removed', userId: user.id, method: 'code' in request.body ? 'code' : 'password' },
        accountText.loginDetails.removed,
      );
      return reply.status(204).send();
    },
  );
};
