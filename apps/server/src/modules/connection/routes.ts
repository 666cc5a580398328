import { connectionStatusSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { type CurrentSession, readSession } from '../../plugins/auth.js';
import { assuranceLevelOf } from '../me/security-service.js';

/** The connection check behind the floating connection button and the auth screen's diagnostics. */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
};
