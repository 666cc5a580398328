import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { AppMetrics } from '../metrics/registry.js';
import type { Mailer } from './mailer.js';
import { countQueued } from './queue.js';

/** The mails waiting to be sent (every instance reports the same shared number). */
export function registerMailQueueGauge(metrics: AppMetrics, db: Kysely<Database>) {
  metrics.gauge('storyloom_mail_queued', 'Mails waiting in the queue to be sent (SMTP_URL)', async (set) => {
    set(await countQueued(db));
  });
}

/** Without the queue (the development outbox, or a test's mailer): counts what was handed over. */
export function countedMailer(mailer: Mailer, metrics: AppMetrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (err) {
        metrics.mailFailed.inc();
        throw err;
      }
      metrics.mailSent.inc();
    },
    close: () => mailer.close(),
  };
}
