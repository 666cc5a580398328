import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from '../errors.js';
import { hitWindow, undoHit } from '../rate-limits/counter.js';
import type { LimitRule } from './limits.js';

/** A 429 whose message says how long to wait; the route sets Retry-After from it. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    );
  }
}

export interface LimitCheck {
  /** After the request: a success takes back the hits of failures-only rules. */
  settle(succeeded: boolean): Promise<void>;
}

/** Applies limit rules on the database counters, scaled by RATE_LIMIT_SCALE. */
export class Limiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scale = 1,
  ) {}

  /** Counts one hit on each rule in turn; throws RateLimitedError at the first one over its limit. */
  async check(rules: LimitRule[]): Promise<LimitCheck> {
    const counted: LimitRule[] = [];
    for (const rule of rules) {
      const { count, resetInMs } = await hitWindow(this.db, rule.key, rule.limit.windowSeconds * 1000);
      counted.push(rule);
      if (count > Math.floor(rule.limit.max * this.scale)) {
        throw new RateLimitedError(Math.max(1, Math.ceil(resetInMs / 1000)));
      }
    }
    return {
      settle: async (succeeded) => {
        if (!succeeded) return;
        for (const rule of counted) if (rule.failuresOnly) await undoHit(this.db, rule.key);
      },
    };
  }

  /** check(), with Retry-After set on the reply when it refuses. */
  async enforce(reply: FastifyReply, rules: LimitRule[]): Promise<LimitCheck> {
    try {
      return await this.check(rules);
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
