import { healthSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/health',
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      let database: 'ok' | 'down' = 'ok';
      try {
        await sql`select 1`.execute(app.ctx.db);
      } catch (err) {
        app.log.error({ err }, 'health: database check failed');
        database = 'down';
      }
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
