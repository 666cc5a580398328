import { RETENTION_LIMITS } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Sent and failed mails are kept RETENTION_LIMITS.mailQueueDays after their last attempt (so an
 * admin can see what failed and retry it), then deleted. Waiting mail is never deleted here: it
 * turns failed at its give-up time first.
 */
export async function deleteOldQueuedMail(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where('status', '<>', 'pending')
    .where(
      sql`coalesce(sent_at, last_attempt_at, created_at)`,
      '<',
      sql<Date>`now() - make_interval(days => ${RETENTION_LIMITS.mailQueueDays})`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
