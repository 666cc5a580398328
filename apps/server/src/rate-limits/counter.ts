import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

export interface WindowHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Counts one hit for `key` in a fixed window, in one atomic statement on the database clock, so
 * every instance on one database shares the count and a restart keeps it.
 */
export async function hitWindow(db: Kysely<Database>, key: string, windowMs: number): Promise<WindowHit> {
  const window = sql`(${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond')`;
  const { rows } = await sql<{ count: number; reset_in_ms: number | string }>`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as reset_in_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter returned no row');
  return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_in_ms)) };
}

/** Takes back one hit (an attempt that turned out not to count, such as a correct password). */
export async function undoHit(db: Kysely<Database>, key: string): Promise<void> {
  await sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`.execute(db);
}

/** Drops finished windows; run now and then so the table stays small. */
export async function purgeExpiredWindows(db: Kysely<Database>): Promise<number> {
  const result = await sql`delete from rate_limits where reset_at <= now()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
