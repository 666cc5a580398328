import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: with SMTP_URL, every mail is a row first and is sent from here, so a mail that fails
 * while SMTP is down is retried with backoff instead of lost, and a restart sends what was left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    // Set when queued (and again when an admin retries); a mail not delivered by then is failed.
    .addColumn('give_up_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '1 day'`))
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('mail_queue_status_check', sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  // The worker's claim: due pending mail, oldest first.
  await sql`create index mail_queue_due_idx on mail_queue (next_attempt_at) where status = 'pending'`.execute(db);
  // The admin's failed-mail list, newest first, and the retention sweep by age.
  await sql`create index mail_queue_status_created_idx on mail_queue (status, created_at desc, id desc)`.execute(db);
  // Deleting an account deletes the mail still waiting for its address.
  await sql`create index mail_queue_to_idx on mail_queue (lower(to_address))`.execute(db);
}
