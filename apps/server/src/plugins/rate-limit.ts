import rateLimit from '@fastify/rate-limit';
import { messages } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { databaseStore } from '../rate-limits/fastify-store.js';

/** The per-route limit on community writes (posts, comments, spaces, events): per client address. */
export const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * Rate limits are declared per route (`config: { rateLimit: { max, timeWindow } }`); nothing is
 * limited globally. A refusal is a 429 in our error shape with Retry-After. The counts live in the
 * database, so they hold across restarts and instances.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.ctx.db),
    errorResponseBuilder: (_request, context) => {
      const error = new AppError(429, 'rate_limited', messages.errors.rateLimited);
      (error as AppError & { statusCode: number }).statusCode = context.statusCode;
      return error;
    },
  });
}
