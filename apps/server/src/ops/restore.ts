import fs, { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import * as tar from 'tar';
import { kyselyOnPglite, openPglite } from '../db/connect.js';
import { acquireDataDirLock } from '../db/lock.js';
import { finishTarget, insertRows, PAGE_SIZE, prepareTarget, verifyCounts } from './copy.js';
import { pgliteDir } from './data-dir.js';
import { isEmptyDir, sha256File } from './files.js';
import { MANIFEST_FILE, type Manifest, manifestSchema, OpsError, TABLES_DIR, UPLOADS_DIR } from './manifest.js';
import { migrateToLevel } from './migrate-to.js';
import { listTables, type TableInfo } from './schema.js';
import { pgliteClient, type SqlClient } from './sql-client.js';

async function readManifest(staging: string): Promise<Manifest> {
  const file = path.join(staging, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new OpsError('This file is not a Storyloom backup (no manifest.json).');
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new OpsError("This backup's manifest.json is not one this version reads.");
  return parsed.data;
}

/** Every table file and upload must match the checksum the backup recorded. */
async function verifyChecksums(staging: string, manifest: Manifest): Promise<void> {
  const files = [
    ...manifest.tables.map((t) => ({ path: path.join(TABLES_DIR, `${t.name}.jsonl`), sha256: t.sha256 })),
    ...(manifest.uploads ?? []).map((u) => ({ path: path.join(UPLOADS_DIR, u.path), sha256: u.sha256 })),
  ];
  for (const f of files) {
    const full = path.join(staging, f.path);
    if (!fs.existsSync(full) || (await sha256File(full)) !== f.sha256) {
      throw new OpsError(`The backup is damaged: ${f.path} is missing or does not match its checksum.`);
    }
  }
}

async function loadTable(client: SqlClient, table: TableInfo, file: string): Promise<void> {
  const lines = readline.createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let page: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    page.push(line);
    if (page.length >= PAGE_SIZE) {
      await insertRows(client, table, page);
      page = [];
    }
  }
  await insertRows(client, table, page);
}

/**
 * `npm run restore -- FILE`: into an empty DATA_DIR only (never over an install), checks every
 * checksum first, migrates a new embedded database to the backup's level, loads the rows, checks
 * the counts, then puts the uploads in place. On any failure the DATA_DIR is emptied again.
 */
export async function runRestore(opts: { file: string; dataDir: string }): Promise<Manifest> {
  const file = path.resolve(opts.file);
  if (!fs.existsSync(file)) throw new OpsError(`No such file: ${file}`);
  if (!isEmptyDir(opts.dataDir)) {
    throw new OpsError(
      `DATA_DIR ${opts.dataDir} is not empty. Restore only goes into an empty directory, so nothing is overwritten: ` +
        'point DATA_DIR at a new directory (or move the old one away) and run it again.',
    );
  }
  const release = acquireDataDirLock(opts.dataDir);
  const staging = fs.mkdtempSync(path.join(opts.dataDir, '.restore-'));
  let ok = false;
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    await verifyChecksums(staging, manifest);
    const pglite = await openPglite(pgliteDir(opts.dataDir));
    const handle = kyselyOnPglite(pglite);
    try {
      await migrateToLevel(handle.db, manifest.migrations);
      const client = pgliteClient(pglite);
      const tables = await listTables(client);
      const missing = manifest.tables.filter((t) => !tables.some((x) => x.name === t.name));
      if (missing.length)
        throw new OpsError(`The backup has tables this schema lacks: ${missing.map((t) => t.name).join(', ')}`);
      await prepareTarget(client, tables);
      for (const table of tables) {
        if (!manifest.tables.some((t) => t.name === table.name)) continue;
        await loadTable(client, table, path.join(staging, TABLES_DIR, `${table.name}.jsonl`));
      }
      await finishTarget(client, tables, manifest.sequences);
      const problems = await verifyCounts(
        client,
        manifest.tables.map((t) => ({ table: t.name, rows: t.rows })),
      );
      if (problems.length) throw new OpsError(`Row counts differ after the restore:\n  ${problems.join('\n  ')}`);
    } finally {
      await handle.close();
    }
    if (manifest.uploads?.length) fs.renameSync(path.join(staging, UPLOADS_DIR), path.join(opts.dataDir, UPLOADS_DIR));
    ok = true;
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!ok) {
      for (const entry of fs.readdirSync(opts.dataDir)) {
        if (entry !== '.lock') fs.rmSync(path.join(opts.dataDir, entry), { recursive: true, force: true });
      }
    }
    release();
  }
}
