import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { kyselyOnPostgres } from '../db/connect.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { copyDatabase, type TableCount, verifyCounts } from './copy.js';
import { assertHasDatabase, pgliteDir } from './data-dir.js';
import { liveLockHolder } from './lock-holder.js';
import { OpsError } from './manifest.js';
import { migrateToLevel } from './migrate-to.js';
import { appliedMigrations, listTables } from './schema.js';
import { pgClient, pgliteClient } from './sql-client.js';

export interface MoveResult {
  migrations: string[];
  counts: TableCount[];
}

/** Without a password in what we print: the operator knows it, logs and terminals need not. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(the URL you gave)';
  }
}

async function assertEmptyTarget(client: pg.Client, url: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg_toast%' order by 1 limit 5`,
  );
  if (rows.length) {
    throw new OpsError(
      `The target database ${redactUrl(url)} is not empty (it has ${rows.map((r) => r.name).join(', ')}${rows.length === 5 ? ', …' : ''}). ` +
        'The move only goes into an empty database: create a new one (createdb) and give its URL.',
    );
  }
}

/**
 * `npm run move-to-postgres -- --to URL`: copies a stopped PGlite DATA_DIR into an empty
 * PostgreSQL database — migrated to the same level first, every table parents first, triggers
 * off during the copy, sequences set — in one transaction, and checks the counts table by table.
 */
export async function runMove(
  opts: { dataDir: string; to: string },
  onTable: (table: string, rows: number) => void = () => {},
): Promise<MoveResult> {
  const holder = liveLockHolder(opts.dataDir);
  if (holder !== undefined) {
    throw new OpsError(
      `DATA_DIR ${opts.dataDir} is in use by a running Storyloom (pid ${holder}). Stop it first: the move copies a stopped install, ` +
        'so nothing is written while it runs.',
    );
  }
  assertHasDatabase(opts.dataDir);
  let release: () => void;
  try {
    release = acquireDataDirLock(opts.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new OpsError(err.message);
    throw err;
  }
  const target = new pg.Client({ connectionString: opts.to });
  let pglite: PGlite | undefined;
  try {
    try {
      await target.connect();
    } catch (err) {
      throw new OpsError(`Could not connect to ${redactUrl(opts.to)}: ${(err as Error).message}`);
    }
    await assertEmptyTarget(target, opts.to);
    pglite = await PGlite.create({ dataDir: pgliteDir(opts.dataDir), extensions: { pg_trgm } });
    const source = pgliteClient(pglite);
    const migrations = await appliedMigrations(source);
    const migrator = kyselyOnPostgres(opts.to, 1);
    try {
      await migrateToLevel(migrator.db, migrations);
    } finally {
      await migrator.close();
    }
    const into = pgClient(target);
    const tables = await listTables(source);
    await target.query('begin');
    const counts = await copyDatabase(source, into, tables, onTable);
    const problems = await verifyCounts(into, counts);
    if (problems.length) {
      await target.query('rollback');
      throw new OpsError(`Row counts differ, nothing was kept:\n  ${problems.join('\n  ')}`);
    }
    await target.query('commit');
    return { migrations, counts };
  } catch (err) {
    await target.query('rollback').catch(() => {});
    throw err;
  } finally {
    await target.end().catch(() => {});
    if (pglite && !pglite.closed) await pglite.close();
    release();
  }
}

/** What to set after a move, printed by the CLI. */
export function nextSteps(opts: { dataDir: string; to: string; authSecretSet: boolean }): string {
  const uploads = fs.existsSync(path.join(opts.dataDir, 'uploads'));
  return [
    'Next:',
    `  1. Start Storyloom with DATABASE_URL=${redactUrl(opts.to)} (and the same other settings as before).`,
    `  2. Keep DATA_DIR=${opts.dataDir}: ${uploads ? 'the uploads stay in DATA_DIR/uploads, and ' : ''}mail goes to DATA_DIR/outbox without SMTP_URL.`,
    `     To move uploads to S3-compatible storage instead, copy DATA_DIR/uploads into the bucket (same paths) and set S3_*.`,
    opts.authSecretSet
      ? '  3. Keep the same AUTH_SECRET: sessions and two-factor secrets depend on it.'
      : '  3. The generated auth secret lives in the database (table app_settings) and moved with it: sessions and two-factor secrets keep working.',
    `  4. Keep ${pgliteDir(opts.dataDir)} until you have checked the new install; Storyloom no longer reads it once DATABASE_URL is set.`,
  ].join('\n');
}
