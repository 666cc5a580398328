import { sessionCheckSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';

/** The plain session check: no profile or settings, so it costs only the session lookup. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { schema: { response: { 200: sessionCheckSchema } } }, async (request, reply) => {
    const { user, session } = await requireUser(app, request);
    reply.header('cache-control', 'no-store');
    return { user, expiresAt: session.expiresAt.toISOString() };
  });
};
