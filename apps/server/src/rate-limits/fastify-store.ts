import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hitWindow } from './counter.js';

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/**
 * A @fastify/rate-limit store on the rate_limits table: limits hold across restarts and
 * instances. Each route (or groupId) counts in its own namespace, as the memory store does.
 */
export function databaseStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hitWindow(db, `route:${this.namespace}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteParams & FastifyRateLimitOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      const namespace = routeOptions.groupId ?? (route?.url ? `${method}:${route.url}` : 'custom');
      return new DatabaseStore(routeOptions, namespace);
    }
  }
  return DatabaseStore;
}
