import { revokeOtherSessionsSchema, userSessionListSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service.js';

/** Settings → Login Details: where the user is signed in, and signing other devices out. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions } = app.ctx;

  app.get('/api/me/sessions', { schema: { response: { 200: userSessionListSchema } } }, async (request, reply) => {
    const { user, session } = await requireUser(app, request);
    reply.header('cache-control', 'no-store');
    return { items: await listSessions(db, user.id, session.id) };
  });

  app.delete('/api/me/sessions/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const { user, session } = await requireUser(app, request);
    await revokeSession(db, sessions, user.id, session.id, request.params.id);
    request.log.info({ event: 'auth.session_revoked', userId: user.id, ip: request.ip }, 'other session signed out');
    return reply.status(204).send();
  });

  app.post(
    '/api/me/sessions/revoke-others',
    { schema: { body: z.strictObject({}).optional(), response: { 200: revokeOtherSessionsSchema } } },
    async (request) => {
      const { user, session } = await requireUser(app, request);
      const revoked = await revokeOtherSessions(db, sessions, user.id, session.id);
      request.log.info(
        { event: 'auth.other_sessions_revoked', userId: user.id, revoked, ip: request.ip },
        'other sessions signed out',
      );
      return { revoked };
    },
  );
};
