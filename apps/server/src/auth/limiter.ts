import type { FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from '../errors.js';
import { hitWindow, undoHit } from '../rate-limits/counter.js';
import { type LimitRule, slowDownDelayMs } from './limits.js';

/** A 429 whose message says how long to wait; the route sets Retry-After from it. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
      undefined,
      (t) => t('errors.request.tooManyAttempts', { minutes }),
    );
  }
}

export interface LimitCheck {
  /** How long to wait before handling the request (slow-down rules); 0 for most. */
  delayMs: number;
  /** After the request: a success takes back the hits of failures-only rules and clears slow-downs. */
  settle(succeeded: boolean): Promise<void>;
}

/** Applies limit rules on the database counters, scaled by RATE_LIMIT_SCALE. */
export class Limiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scale = 1,
  ) {}

  private allowance(rule: LimitRule): number {
    return Math.floor(rule.limit.max * this.scale);
  }

  /**
   * Counts one hit on each rule in turn; throws RateLimitedError at the first one over its limit.
   * A slow-down rule never throws: it adds to the delay the request waits.
   */
  async check(rules: LimitRule[]): Promise<LimitCheck> {
    const counted: LimitRule[] = [];
    let delayMs = 0;
    for (const rule of rules) {
      const { count, resetInMs } = await hitWindow(this.db, rule.key, rule.limit.windowSeconds * 1000);
      counted.push(rule);
      if (rule.slowDown) {
        delayMs = Math.max(delayMs, slowDownDelayMs(count - 1, this.allowance(rule), rule.slowDown));
      } else if (count > this.allowance(rule)) {
        throw new RateLimitedError(Math.max(1, Math.ceil(resetInMs / 1000)));
      }
    }
    return {
      delayMs,
      settle: async (succeeded) => {
        if (!succeeded) return;
        for (const rule of counted) {
          if (rule.slowDown) await sql`delete from rate_limits where key = ${rule.key}`.execute(this.db);
          else if (rule.failuresOnly) await undoHit(this.db, rule.key);
        }
      },
    };
  }

  /** Counts one hit without refusing: the outcome that fills a gate (see refuseIfSpent). */
  async record(rule: LimitRule): Promise<void> {
    await hitWindow(this.db, rule.key, rule.limit.windowSeconds * 1000);
  }

  /**
   * Refuses (429 with Retry-After) while a rule's window is used up, without counting a hit: a gate
   * that other outcomes fill, such as duplicate answers.
   */
  async refuseIfSpent(reply: FastifyReply, rule: LimitRule): Promise<void> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', sql<number>`extract(epoch from (reset_at - now()))::float8`.as('resetInSeconds')])
      .where('key', '=', rule.key)
      .where('reset_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (row && Number(row.count) >= this.allowance(rule)) {
      const seconds = Math.max(1, Math.ceil(Number(row.resetInSeconds)));
      reply.header('retry-after', String(seconds));
      throw new RateLimitedError(seconds);
    }
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
