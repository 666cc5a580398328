import fs from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { makeStaging, packArchive, snapshotInto } from './backup.js';
import type { Manifest } from './manifest.js';
import { kyselyClient } from './sql-client.js';

/**
 * A backup through the app's own database handle. On PGlite (one session) the transaction holds
 * the only connection, so requests wait for the snapshot part — the price of a consistent copy
 * of a one-session database; the packing afterwards does not hold it.
 */
export async function backupThroughKysely(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  db: Kysely<any>,
  opts: { dataDir: string; uploadsDir: string | undefined; file: string },
): Promise<Manifest> {
  const staging = makeStaging(opts.dataDir, '.backup-');
  try {
    const snapshot = await db.transaction().execute(async (trx) => {
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
      return snapshotInto(kyselyClient(trx), staging, opts.uploadsDir);
    });
    return await packArchive(staging, snapshot, opts.file);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
