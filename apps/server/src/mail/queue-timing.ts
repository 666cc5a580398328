import { MAIL_GIVE_UP_HOURS } from '@storyloom/domain';

/**
 * When the mail queue tries again and when it gives up (docs/decisions/1820). Injectable so tests
 * run in seconds; production uses MAIL_QUEUE_DEFAULTS.
 */
export interface MailQueueTiming {
  /** How often each instance looks for due mail (retries, and mail another process left). */
  pollMs: number;
  /** How long a claimed mail is this instance's; past it another instance may send it. */
  leaseMs: number;
  /** The wait after the first failed attempt; it doubles after each one. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A mail still not delivered this long after it was queued is marked failed. */
  giveUpAfterMs: number;
  /** Mails claimed at once by one instance. */
  batchSize: number;
}

export const MAIL_QUEUE_DEFAULTS: MailQueueTiming = {
  pollMs: 5_000,
  // Well above the SMTP timeouts (smtpMailer), so a slow send is never taken over and sent twice.
  leaseMs: 120_000,
  backoffBaseMs: 10_000,
  backoffMaxMs: 3_600_000,
  giveUpAfterMs: MAIL_GIVE_UP_HOURS * 3_600_000,
  batchSize: 10,
};

/**
 * The wait before the next attempt after `attempts` failed ones: base·2^(n-1), capped, with ±20 %
 * jitter so that instances and mails that failed together do not all retry in the same second.
 */
export function backoffMs(
  attempts: number,
  timing: Pick<MailQueueTiming, 'backoffBaseMs' | 'backoffMaxMs'>,
  random = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const plain = Math.min(timing.backoffBaseMs * 2 ** exponent, timing.backoffMaxMs);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/** An SMTP answer that will not change on retry (5xx: no such mailbox, refused): give up at once. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What an admin may see of an error: no credentials from a URL, one line, bounded. */
export function describeFailure(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`
    .replace(/\/\/[^\s/@]+@/g, '//[redacted]@')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
