import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { OpsError } from './manifest.js';
import { nextSteps, redactUrl, runMove } from './move.js';
import { runRestore } from './restore.js';
import { runBackup } from './run-backup.js';

const USAGE = [
  'Usage:',
  '  npm run backup [-- FILE]                    archive of the embedded database and uploads (default name: storyloom-backup-<time>.tar.gz)',
  '  npm run restore -- FILE                     into an empty DATA_DIR',
  '  npm run move-to-postgres -- --to URL        copy a stopped DATA_DIR into an empty PostgreSQL database',
].join('\n');

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/** Runs one command; `baseDir` is where the operator typed it (npm runs scripts from the repo root). */
export async function runCli(argv: string[], baseDir: string, print = console.info): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'backup') {
    const file = path.resolve(baseDir, rest[0] ?? `storyloom-backup-${stamp()}.tar.gz`);
    const { manifest, via } = await runBackup({
      dataDir: config.dataDir,
      file,
      databaseUrl: config.databaseUrl,
      s3: Boolean(config.s3),
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    print(
      `Backup written to ${file}\n  ${manifest.tables.length} tables, ${rows} rows, ` +
        `${manifest.uploads ? `${manifest.uploads.length} upload files` : 'uploads are in S3 storage: back the bucket up on its own'}` +
        `\n  taken ${via === 'server' ? 'by the running server' : 'directly (no server was running)'}; migration level ${manifest.migrations.at(-1)}`,
    );
    return;
  }
  if (command === 'restore') {
    if (!rest[0]) throw new OpsError(`Which file? ${USAGE}`);
    if (config.databaseUrl) {
      throw new OpsError(
        'DATABASE_URL is set: restore fills an embedded DATA_DIR. For PostgreSQL use pg_restore (see docs/deploy.md).',
      );
    }
    const manifest = await runRestore({ file: path.resolve(baseDir, rest[0]), dataDir: config.dataDir });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    print(
      `Restored into ${config.dataDir}: ${manifest.tables.length} tables, ${rows} rows (counts checked), ` +
        `${manifest.uploads?.length ?? 0} upload files (checksums checked). Start it with: DATA_DIR=${config.dataDir} npm start`,
    );
    return;
  }
  if (command === 'move-to-postgres') {
    const at = rest.indexOf('--to');
    const to = at >= 0 ? rest[at + 1] : rest.find((a) => a.startsWith('--to='))?.slice(5);
    if (!to) throw new OpsError(`Give the target: --to postgres://user@host:5432/dbname\n${USAGE}`);
    print(`Moving ${config.dataDir} to ${redactUrl(to)} …`);
    const result = await runMove({ dataDir: config.dataDir, to }, (table, rows) => print(`  ${table}: ${rows} rows`));
    const rows = result.counts.reduce((n, t) => n + t.rows, 0);
    print(
      `Moved ${result.counts.length} tables, ${rows} rows; every table's count matches. Migration level ${result.migrations.at(-1)}.\n` +
        nextSteps({ dataDir: config.dataDir, to, authSecretSet: Boolean(config.authSecret) }),
    );
    return;
  }
  throw new OpsError(USAGE);
}

/** Entry for scripts/backup-cli.mjs: refusals print as plain messages with exit code 1. */
export async function main(argv: string[], baseDir: string): Promise<void> {
  try {
    await runCli(argv, baseDir);
  } catch (err) {
    if (err instanceof OpsError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  }
}
