import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CurrentSession, requireUser } from '../../plugins/auth.js';

const sessions = new WeakMap<FastifyRequest, Promise<CurrentSession>>();

/** requireUser, looked up once per request: the rate limiter's key and the handler share it. */
export function aiUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  let session = sessions.get(request);
  if (!session) {
    session = requireUser(app, request);
    sessions.set(request, session);
  }
  return session;
}

/** Generations per user and tool per minute. */
export const AI_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/**
 * Route config for a generating route: limited per signed-in user. The limiter runs first
 * (onRequest), so a guest is refused with 401 by the key lookup before anything else.
 */
export function perUserRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      ...AI_RATE_LIMIT,
      keyGenerator: async (request: FastifyRequest) => `ai:${(await aiUser(app, request)).user.id}`,
    },
  };
}
