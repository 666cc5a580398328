import { sql } from 'kysely';
import type { AppContext } from '../../context.js';

/** The advisory lock id of the retention job ("retention" in issue 15's numbering: 15, then 1550). */
const RETENTION_LOCK_ID = '151550';

/**
 * Runs `work` only if no other instance is running it: on PostgreSQL under a session-level
 * advisory lock held on one reserved connection (released on unlock, or by the server if the
 * connection dies); PGlite is one process, so there is nobody else to exclude. Null when another
 * instance holds the lock.
 */
export async function underRetentionLock<T>(ctx: Pick<AppContext, 'db' | 'dbKind'>, work: () => Promise<T>) {
  if (ctx.dbKind === 'pglite') return work();
  return ctx.db.connection().execute(async (connection): Promise<T | null> => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${RETENTION_LOCK_ID}::bigint) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK_ID}::bigint)`.execute(connection);
    }
  });
}
