import { sessionCheckSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expireAuthCookies } from '../../auth/cookies.js';
import { Limiter } from '../../auth/limiter.js';
import { AUTH_LIMITS } from '../../auth/limits.js';
import { refreshSession } from '../../auth/refresh.js';
import { readSession, requireUser } from '../../plugins/auth.js';

/** Everything under /api/session: the plain check, the Refresh Session button, clearing auth state. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const limiter = new Limiter(db, app.ctx.config.rateLimitScale);

  // The plain session check: no profile or settings, so it costs only the session lookup.
  app.get('/api/session', { schema: { response: { 200: sessionCheckSchema } } }, async (request, reply) => {
    const { user, session } = await requireUser(app, request);
    reply.header('cache-control', 'no-store');
    return { user, expiresAt: session.expiresAt.toISOString() };
  });

  app.post(
    '/api/session/refresh',
    { schema: { body: z.strictObject({}).optional(), response: { 200: z.object({ expiresAt: z.string() }) } } },
    async (request, reply) => {
      await limiter.enforce(reply, [
        { key: `session-refresh:ip:${request.ip}`, limit: AUTH_LIMITS.sessionRefreshesPerIp },
      ]);
      const current = await requireUser(app, request);
      const expiresAt = await refreshSession(app.ctx, request, reply, current.session);
      app.log.info({ event: 'auth.session_refreshed', userId: current.user.id }, 'session refreshed');
      return { expiresAt: expiresAt.toISOString() };
    },
  );

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
};
