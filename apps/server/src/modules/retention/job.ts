import { RETENTION_INTERVAL_MINUTES } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic.js';
import { deleteOldQueuedMail } from '../../mail/queue-retention.js';
import { purgeExpiredExports } from '../privacy/exports.js';
import { endParentalLinksAtComingOfAge } from './coming-of-age.js';
import { underRetentionLock } from './lock.js';
import { purgeOutbox } from './outbox.js';
import {
  deleteExpiredInvitations,
  deleteExpiredSessions,
  deleteExpiredVerifications,
  deleteFinishedRateLimits,
  deleteOldActivityMails,
  deleteOldAgeScreenAnswers,
  deleteOldContactMessages,
  deleteOldNotifications,
  deleteOldWaitingList,
  deleteUnconsentedChildren,
} from './purges.js';

type Ctx = AppContext;

/** How many rows (or files) each kind lost in one run, by the names docs/retention.md uses. */
export type RetentionCounts = Record<string, number>;

export type RetentionRun = { ran: true; counts: RetentionCounts } | { ran: false };

type Task = (ctx: Ctx) => Promise<number>;

/**
 * The database tasks of a run, keyed by the retention rule they enforce (RETENTION_RULES ids in
 * packages/domain/src/retention-rules.ts), in order. Each runs alone, so one failure does not stop the rest.
 */
export const DATABASE_TASKS: Record<string, Task> = {
  'unconsented-child': (ctx) => deleteUnconsentedChildren(ctx),
  'parental-link': (ctx) => endParentalLinksAtComingOfAge(ctx),
  'age-screen': (ctx) => deleteOldAgeScreenAnswers(ctx.db),
  sessions: (ctx) => deleteExpiredSessions(ctx.db),
  verification: (ctx) => deleteExpiredVerifications(ctx.db),
  'rate-limits': (ctx) => deleteFinishedRateLimits(ctx.db),
  notifications: (ctx) => deleteOldNotifications(ctx.db),
  'activity-mails': (ctx) => deleteOldActivityMails(ctx.db),
  'data-exports': (ctx) => purgeExpiredExports(ctx),
  'team-invitations': (ctx) => deleteExpiredInvitations(ctx.db),
  'contact-messages': (ctx) => deleteOldContactMessages(ctx.db),
  'waiting-list': (ctx) => deleteOldWaitingList(ctx.db),
  'mail-queue': (ctx) => deleteOldQueuedMail(ctx.db),
};

/** Files in this instance's own DATA_DIR. */
export const INSTANCE_TASKS: Record<string, Task> = {
  outbox: (ctx) => purgeOutbox(ctx.config.dataDir),
};

async function runTasks(ctx: Ctx, tasks: Record<string, Task>, counts: RetentionCounts) {
  for (const [kind, task] of Object.entries(tasks)) {
    try {
      counts[kind] = await task(ctx);
    } catch (err) {
      ctx.log.error({ err, event: 'retention.task_failed', kind }, 'retention task failed');
    }
  }
}

export interface RunOptions {
  /** Called once the cross-instance lock is held, before any work (tests hold the lock open with it). */
  afterLock?: () => Promise<void>;
}

/**
 * One retention run (docs/retention.md): the database work once across instances, under the
 * advisory lock; the outbox files of this instance's own DATA_DIR. Logs the counts per kind.
 */
export async function runRetention(ctx: Ctx, options: RunOptions = {}): Promise<RetentionRun> {
  const started = Date.now();
  const counts: RetentionCounts = {};
  const locked = await underRetentionLock(ctx, async () => {
    await options.afterLock?.();
    await runTasks(ctx, DATABASE_TASKS, counts);
    return true;
  });
  await runTasks(ctx, INSTANCE_TASKS, counts);
  if (!locked) {
    ctx.log.info({ event: 'retention.skipped', counts }, 'retention run left to another instance');
    return { ran: false };
  }
  ctx.log.info({ event: 'retention.run', counts, ms: Date.now() - started }, 'retention run');
  return { ran: true, counts };
}

/** Runs retention now and then every RETENTION_INTERVAL_MINUTES; a run never overlaps the last one. */
export function startRetentionJob(ctx: Ctx, intervalMs = RETENTION_INTERVAL_MINUTES * 60_000): PeriodicJob {
  return startPeriodicJob(ctx.log, 'retention.failed', () => runRetention(ctx), intervalMs);
}
