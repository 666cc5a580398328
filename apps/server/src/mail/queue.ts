import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/types.js';
import type { AppMetrics } from '../metrics/registry.js';
import type { Mail, Mailer } from './mailer.js';
import {
  backoffMs,
  describeFailure,
  isPermanentFailure,
  MAIL_QUEUE_DEFAULTS,
  type MailQueueTiming,
} from './queue-timing.js';

export interface MailQueue {
  /** Queues a mail (one row) and starts sending at once; resolves once the row is stored. */
  mailer: Mailer;
  /** Looks for due mail now (after an admin's retry, or a new row). */
  kick(): void;
  /** Stops polling, finishes the send in flight and hands back what this instance had claimed. */
  stop(): Promise<void>;
  /** Resolves when this instance has nothing in flight (tests). */
  idle(): Promise<void>;
  readonly timing: MailQueueTiming;
}

interface Claimed {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  from_name: string | null;
  reply_to: string | null;
  attempts: number;
}

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * The database-backed mail queue used with SMTP_URL (issue 18, docs/decisions/1820): every mail is
 * a row first; each instance claims due rows under a lease (`for update skip locked`, so two
 * instances never take the same row), sends them through `transport`, and marks them sent (dropping
 * the text: it holds sign-in links) or schedules a retry with exponential backoff until `give_up_at`.
 */
export function createMailQueue(deps: {
  db: Kysely<Database>;
  transport: Mailer;
  log: Logger;
  metrics: AppMetrics;
  timing?: Partial<MailQueueTiming>;
}): MailQueue {
  const { db, transport, log, metrics } = deps;
  const timing = { ...MAIL_QUEUE_DEFAULTS, ...deps.timing };
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<Claimed[]> {
    const { rows } = await sql<Claimed>`
      update mail_queue set locked_until = now() + ${secs(timing.leaseMs)}
      where id in (
        select id from mail_queue
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at, id
        limit ${timing.batchSize}
        for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, from_name, reply_to, attempts`.execute(db);
    return rows;
  }

  async function markSent(row: Claimed) {
    await db
      .updateTable('mail_queue')
      .set({
        status: 'sent',
        sent_at: sql`now()`,
        last_attempt_at: sql`now()`,
        attempts: sql`attempts + 1`,
        locked_until: null,
        last_error: null,
        // The text is gone once delivered: it may hold a sign-in or verification link.
        text_body: '',
        html_body: '',
        reply_to: null,
      })
      .where('id', '=', row.id)
      .execute();
  }

  async function markFailed(row: Claimed, err: unknown) {
    const permanent = isPermanentFailure(err);
    const wait = backoffMs(row.attempts + 1, timing);
    const { rows } = await sql<{ status: string }>`
      update mail_queue set
        attempts = attempts + 1,
        last_attempt_at = now(),
        last_error = ${describeFailure(err)},
        locked_until = null,
        next_attempt_at = now() + ${secs(wait)},
        status = case when ${permanent}::boolean or give_up_at <= now() + ${secs(wait)} then 'failed' else 'pending' end
      where id = ${row.id}
      returning status`.execute(db);
    return rows[0]?.status;
  }

  async function deliver(row: Claimed) {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.from_name ? { fromName: row.from_name } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
    } catch (err) {
      metrics.mailFailed.inc();
      const status = await markFailed(row, err);
      // The address and subject only: the error text may quote the server, never the mail's body.
      log.warn(
        {
          event: 'mail.attempt_failed',
          mailId: row.id,
          attempts: row.attempts + 1,
          status,
          error: describeFailure(err),
        },
        status === 'failed' ? 'mail could not be delivered: given up' : 'mail not delivered: will retry',
      );
      return;
    }
    metrics.mailSent.inc();
    await markSent(row);
  }

  /** Hands claimed rows this instance will not send back to the queue at once (on stop). */
  async function release(rows: Claimed[]) {
    if (rows.length === 0) return;
    await db
      .updateTable('mail_queue')
      .set({ locked_until: null })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .where('status', '=', 'pending')
      .execute();
  }

  async function drain() {
    for (;;) {
      again = false;
      const batch = await claim();
      if (batch.length === 0) return;
      for (const [i, row] of batch.entries()) {
        if (stopped) return release(batch.slice(i));
        await deliver(row);
      }
    }
  }

  function kick() {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((err: unknown) => log.error({ err, event: 'mail.queue_failed' }, 'mail queue: run failed'))
      .finally(() => {
        draining = null;
        if (again) kick();
      });
  }

  const timer = setInterval(kick, timing.pollMs);
  timer.unref();
  kick();

  return {
    timing,
    mailer: {
      async send(mail: Mail) {
        await db
          .insertInto('mail_queue')
          .values({
            to_address: mail.to,
            subject: mail.subject,
            text_body: mail.text,
            html_body: mail.html,
            from_name: mail.fromName ?? null,
            reply_to: mail.replyTo ?? null,
            give_up_at: sql<Date>`now() + ${secs(timing.giveUpAfterMs)}`,
          })
          .execute();
        kick();
      },
      close: () => transport.close(),
    },
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
    async idle() {
      while (draining) await draining;
    },
  };
}

/** The number of mails waiting to be sent, for the storyloom_mail_queued gauge. */
export async function countQueued(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue with SMTP_URL; null when mail goes to the outbox. */
    mailQueue: MailQueue | null;
  }
}
