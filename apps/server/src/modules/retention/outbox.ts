import fs from 'node:fs/promises';
import path from 'node:path';
import { RETENTION_LIMITS } from '@storyloom/domain';

const DAY_MS = 24 * 60 * 60_000;
/** A half-written mail is renamed into the outbox within milliseconds; one a day old was abandoned. */
const PARTIAL_MAX_AGE_MS = DAY_MS;

async function deleteOlderThan(dir: string, cutoffMs: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= cutoffMs) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

/**
 * Mail files of the development outbox (DATA_DIR/outbox, written when SMTP_URL is unset) past
 * retention, and abandoned half-written ones. Each instance has its own DATA_DIR, so each purges
 * its own, outside the cross-instance lock.
 */
export async function purgeOutbox(dataDir: string, now = Date.now()): Promise<number> {
  const outbox = path.join(dataDir, 'outbox');
  const mails = await deleteOlderThan(outbox, now - RETENTION_LIMITS.outboxMailDays * DAY_MS);
  const partial = await deleteOlderThan(path.join(dataDir, '.outbox-partial'), now - PARTIAL_MAX_AGE_MS);
  return mails + partial;
}
