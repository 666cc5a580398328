import { healthSchema } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { isDraining, startDraining } from './readiness.js';

const readySchema = z.object({ ready: z.boolean(), database: z.enum(['ok', 'down']) });

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  try {
    await sql`select 1`.execute(app.ctx.db);
    return true;
  } catch (err) {
    app.log.error({ err }, 'health: database check failed');
    return false;
  }
}

/**
 * /api/health is liveness: the process answers. /api/ready is readiness: the database answers and
 * the instance is not shutting down (503 then, so a load balancer moves traffic away first).
 * Migrations run before the server listens, so a listening instance has them.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => startDraining(app));

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/ready',
    schema: { response: { 200: readySchema, 503: readySchema } },
    handler: async (_request, reply) => {
      const database = (await databaseAnswers(app)) ? ('ok' as const) : ('down' as const);
      const ready = database === 'ok' && !isDraining(app);
      return reply
        .header('cache-control', 'no-store')
        .status(ready ? 200 : 503)
        .send({ ready, database });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/health',
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const database = (await databaseAnswers(app)) ? ('ok' as const) : ('down' as const);
      reply.header('cache-control', 'no-store');
      const body = {
        status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
        app: 'ok' as const,
        database,
        time: new Date().toISOString(),
      };
      return reply.status(database === 'ok' ? 200 : 503).send(body);
    },
  });
};
