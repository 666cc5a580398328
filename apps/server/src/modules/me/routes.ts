import { meSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Limiter } from '../../auth/limiter.js';
import { AUTH_LIMITS } from '../../auth/limits.js';
import { refreshSession } from '../../auth/refresh.js';
import { requireUser } from '../../plugins/auth.js';
import { findProfile } from '../profiles/service.js';
import { generalSettings } from '../settings/user-settings.js';
import { securityRoutes } from './security-routes.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new Limiter(app.ctx.db, app.ctx.config.rateLimitScale);
  await app.register(securityRoutes);

  app.get('/api/me', { schema: { response: { 200: meSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    const [profile, preferences] = await Promise.all([
      findProfile(app.ctx.db, user.id),
      generalSettings(app.ctx.db, user.id),
    ]);
    return {
      user,
      profile: {
        username: profile?.username ?? '',
        fullName: profile?.full_name ?? null,
        avatarUrl: profile?.avatar_url ?? null,
      },
      preferences,
    };
  });

  app.post(
    '/api/session/refresh',
    { schema: { body: z.strictObject({}).optional(), response: { 200: z.object({ expiresAt: z.string() }) } } },
    async (request, reply) => {
      await limiter.enforce(reply, [
        { key: `session-refresh:ip:${request.ip}`, limit: AUTH_LIMITS.sessionRefreshesPerIp },
      ]);
      const current = await requireUser(app, request);
      const expiresAt = await refreshSession(app.ctx, request, reply, current.session.token);
      app.log.info({ event: 'auth.session_refreshed', userId: current.user.id }, 'session refreshed');
      return { expiresAt: expiresAt.toISOString() };
    },
  );
};
