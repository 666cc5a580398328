import path from 'node:path';
import { kyselyOnPglite, openPglite } from '../db/connect.js';
import { acquireDataDirLock } from '../db/lock.js';
import { assertHasDatabase, pgliteDir } from './data-dir.js';
import { backupThroughKysely } from './live-backup.js';
import { liveLockHolder } from './lock-holder.js';
import { type Manifest, OpsError } from './manifest.js';
import { requestBackup } from './socket.js';

export const PG_DUMP_ADVICE = [
  'DATABASE_URL is set: this install keeps its data in PostgreSQL, which has its own backup tools.',
  '  Database:  pg_dump --format=custom --file=storyloom.dump "$DATABASE_URL"',
  '             (restore into an empty database: pg_restore --no-owner --dbname="$NEW_DATABASE_URL" storyloom.dump)',
  '  Uploads:   with S3_* set, copy the bucket with your provider\'s tools (e.g. "aws s3 sync" or "rclone sync");',
  '             without S3, copy DATA_DIR/uploads (e.g. "tar czf uploads.tar.gz -C $DATA_DIR uploads").',
  '  Keep AUTH_SECRET if you set one; a generated one lives in the database (table app_settings) and is in the dump.',
].join('\n');

export interface BackupOptions {
  dataDir: string;
  file: string;
  databaseUrl?: string | undefined;
  /** Uploads in S3-compatible storage are not in DATA_DIR: the archive then holds the database only. */
  s3?: boolean;
}

/**
 * `npm run backup`: with a server running on DATA_DIR it asks that server (which alone may open
 * the database) over DATA_DIR/ops.sock; with none, it takes the lock and opens DATA_DIR itself.
 */
export async function runBackup(opts: BackupOptions): Promise<{ manifest: Manifest; via: 'server' | 'direct' }> {
  if (opts.databaseUrl) throw new OpsError(PG_DUMP_ADVICE);
  const file = path.resolve(opts.file);
  const uploadsDir = opts.s3 ? undefined : path.join(opts.dataDir, 'uploads');
  if (liveLockHolder(opts.dataDir) !== undefined) {
    return { manifest: await requestBackup(opts.dataDir, file), via: 'server' };
  }
  assertHasDatabase(opts.dataDir);
  const release = acquireDataDirLock(opts.dataDir);
  try {
    const handle = kyselyOnPglite(await openPglite(pgliteDir(opts.dataDir)));
    try {
      return {
        manifest: await backupThroughKysely(handle.db, { dataDir: opts.dataDir, uploadsDir, file }),
        via: 'direct',
      };
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}
