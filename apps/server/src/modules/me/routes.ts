import { meSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { findProfile } from '../profiles/service.js';
import { generalSettings } from '../settings/user-settings.js';
import { parentLinkRoutes } from './parent-link-routes.js';
import { securityRoutes } from './security-routes.js';
import { sessionsRoutes } from './sessions-routes.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(securityRoutes);
  await app.register(sessionsRoutes);
  await app.register(parentLinkRoutes);

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
};
