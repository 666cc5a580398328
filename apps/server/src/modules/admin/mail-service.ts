import type { AdminMail, AdminMailQuery } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { MAIL_QUEUE_DEFAULTS } from '../../mail/queue-timing.js';

type Db = Kysely<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The queue's mails with one status, newest first; never the text (it may hold sign-in links). */
export async function listQueuedMail(db: Db, { status, page, pageSize }: AdminMailQuery) {
  return paginate(
    db
      .selectFrom('mail_queue')
      .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'last_attempt_at'])
      .where('status', '=', status)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    db
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', status),
    { page, pageSize },
    (r): AdminMail => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: iso(r.created_at) as string,
      lastAttemptAt: iso(r.last_attempt_at),
    }),
  );
}

/**
 * An admin's retry: a failed mail goes back to the queue, due now, with a new give-up window
 * (a pending one is just made due now). A sent mail has no text left to send again: 409.
 */
export async function retryQueuedMail(db: Db, id: string, giveUpAfterMs = MAIL_QUEUE_DEFAULTS.giveUpAfterMs) {
  const row = await db.selectFrom('mail_queue').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', errorText['adminMail.notFound']);
  if (row.status === 'sent') throw new AppError(409, 'conflict', errorText['adminMail.alreadySent']);
  if (row.status === 'failed') {
    // A failed mail holds no lease (the worker clears it when it gives up).
    await db
      .updateTable('mail_queue')
      .set({
        status: 'pending',
        next_attempt_at: sql`now()`,
        give_up_at: sql`now() + make_interval(secs => ${giveUpAfterMs / 1000}::double precision)`,
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .execute();
    return;
  }
  // A waiting mail is only made due now: a lease an instance holds while sending it stays, so the
  // retry never hands the same mail to a second instance.
  await db
    .updateTable('mail_queue')
    .set({ next_attempt_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** An admin drops a mail that should not go out (a wrong address, a mail no longer needed). */
export async function deleteQueuedMail(db: Db, id: string) {
  const result = await db.deleteFrom('mail_queue').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(404, 'not_found', errorText['adminMail.notFound']);
}
