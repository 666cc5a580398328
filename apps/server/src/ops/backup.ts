import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { readRows } from './copy.js';
import { linkOrCopy, relativeFiles, sha256File } from './files.js';
import { MANIFEST_FILE, type Manifest, TABLES_DIR, UPLOADS_DIR } from './manifest.js';
import { appliedMigrations, listTables, readSequences } from './schema.js';
import type { SqlClient } from './sql-client.js';

/** Where the snapshot's files gather before they are packed (inside DATA_DIR, so uploads hard-link). */
export function makeStaging(dataDir: string, prefix: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  return fs.mkdtempSync(path.join(dataDir, prefix));
}

/**
 * The part of a backup that must see one instant: every table (streamed page by page to a JSON
 * lines file) and the upload files as they are. The caller runs it inside one read-only
 * REPEATABLE READ transaction; files are linked before it ends, so a file deleted right after
 * the snapshot is still in the archive. Files being written (*.tmp) are not finished uploads.
 */
export async function snapshotInto(
  client: SqlClient,
  staging: string,
  uploadsDir: string | undefined,
): Promise<Omit<Manifest, 'uploads' | 'createdAt'> & { uploadPaths: string[] | null }> {
  const migrations = await appliedMigrations(client);
  const tables: Manifest['tables'] = [];
  fs.mkdirSync(path.join(staging, TABLES_DIR), { recursive: true });
  for (const table of await listTables(client)) {
    const hash = createHash('sha256');
    const out = await fsp.open(path.join(staging, TABLES_DIR, `${table.name}.jsonl`), 'w');
    let rows = 0;
    try {
      for await (const page of readRows(client, table.name)) {
        const chunk = `${page.join('\n')}\n`;
        hash.update(chunk);
        await out.write(chunk);
        rows += page.length;
      }
    } finally {
      await out.close();
    }
    tables.push({ name: table.name, rows, sha256: hash.digest('hex') });
  }
  const sequences = await readSequences(client);
  let uploadPaths: string[] | null = null;
  if (uploadsDir) {
    uploadPaths = relativeFiles(uploadsDir).filter((p) => !p.endsWith('.tmp'));
    for (const p of uploadPaths) linkOrCopy(path.join(uploadsDir, p), path.join(staging, UPLOADS_DIR, p));
  }
  return { format: 'storyloom-backup', version: 1, migrations, tables, sequences, uploadPaths };
}

/** Hashes the linked uploads, writes the manifest and packs everything into FILE (atomically). */
export async function packArchive(
  staging: string,
  snapshot: Awaited<ReturnType<typeof snapshotInto>>,
  file: string,
): Promise<Manifest> {
  const { uploadPaths, ...rest } = snapshot;
  let uploads: Manifest['uploads'] = null;
  if (uploadPaths) {
    uploads = [];
    for (const p of uploadPaths) {
      const full = path.join(staging, UPLOADS_DIR, p);
      uploads.push({ path: p, bytes: fs.statSync(full).size, sha256: await sha256File(full) });
    }
  }
  const manifest: Manifest = { ...rest, createdAt: new Date().toISOString(), uploads };
  fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const entries = [MANIFEST_FILE, TABLES_DIR, ...(uploads?.length ? [UPLOADS_DIR] : [])];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
  fs.renameSync(partial, file);
  return manifest;
}
