import { errorBodySchema, messages } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/errors.js';
import { answerScrape } from './exposition.js';

/**
 * GET /metrics on the main port: only with METRICS_TOKEN, to its bearer. Without a token the route
 * answers like any unknown address (404), so a public port never shows the app's numbers; operators
 * without a token use METRICS_PORT (metrics/listener.ts). docs/decisions/1810.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { metrics, config } = app.ctx;
  app.get(
    '/metrics',
    {
      schema: {
        response: {
          200: z.string().describe('text/plain; Prometheus exposition format'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!config.metricsToken) return sendError(reply, 404, 'not_found', messages.errors.notFound);
      return answerScrape(request, reply, metrics.registry, config.metricsToken);
    },
  );
};
