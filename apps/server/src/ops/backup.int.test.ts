import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/lock.js';
import type { Mail } from '../mail/mailer.js';
import { appOn, type Seeded, seedThroughApi, tableCounts, whatTheySee } from '../test/ops.js';
import { TMP_ROOT } from '../test/paths.js';
import { filesUnder } from '../test/uploads.js';
import { type Manifest, OpsError } from './manifest.js';
import { runRestore } from './restore.js';
import { runBackup } from './run-backup.js';
import { startOpsSocket } from './socket.js';

const root = path.join(TMP_ROOT, 'ops-backup', randomUUID().slice(0, 8));
const liveDir = path.join(root, 'live');
const restoredDir = path.join(root, 'restored');
const archive = path.join(root, 'out', 'backup.tar.gz');
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

let app: FastifyInstance;
let seeded: Seeded;
const mails: Mail[] = [];
let release: () => void;
let socket: { close(): Promise<void> };

beforeAll(async () => {
  // As `npm start` does: the lock, the app, the backup socket.
  release = acquireDataDirLock(liveDir);
  app = await appOn(liveDir, mails);
  socket = await startOpsSocket(app.ctx.db, {
    dataDir: liveDir,
    uploadsDir: path.join(liveDir, 'uploads'),
    log: pino({ level: 'silent' }),
  });
  seeded = await seedThroughApi(app, mails);
});

afterAll(async () => {
  await socket.close();
  await app.close();
  release();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup / restore on an embedded install', () => {
  let manifest: Manifest;
  let before: Awaited<ReturnType<typeof whatTheySee>>;
  let liveCounts: Record<string, number>;

  it('backs up a running app through its socket (0600), with every table and upload file', async () => {
    before = await whatTheySee(app, seeded);
    expect(before.signIn).toBe(200);
    expect(before.lessonsDone[0]).toBe(true);
    liveCounts = await tableCounts(app);

    const result = await runBackup({ dataDir: liveDir, file: archive });
    manifest = result.manifest;
    expect(result.via).toBe('server');
    expect(fs.existsSync(archive)).toBe(true);
    expect(fs.statSync(path.join(liveDir, 'ops.sock')).mode & 0o777).toBe(0o600);
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(liveCounts);
    expect(manifest.uploads?.length).toBe(filesUnder(path.join(liveDir, 'uploads')).length);
    expect(manifest.uploads?.length).toBeGreaterThan(0);
  });

  it('restores into an empty DATA_DIR with the same upload files, checksum for checksum', async () => {
    await runRestore({ file: archive, dataDir: restoredDir });
    const liveFiles = filesUnder(path.join(liveDir, 'uploads'));
    expect(filesUnder(path.join(restoredDir, 'uploads')).length).toBe(liveFiles.length);
    for (const file of liveFiles) {
      const twin = path.join(restoredDir, 'uploads', path.relative(path.join(liveDir, 'uploads'), file));
      expect(sha256(twin)).toBe(sha256(file));
    }
    // A restore creates a new embedded database: PGlite's initdb takes ~4.5 s on an idle 2-core box, ~17 s on a loaded one.
  }, 60_000);

  it('an app on the restored DATA_DIR has the same rows table by table and signs the member in to the same post, image and progress', async () => {
    const restored = await appOn(restoredDir, []);
    let restoredCounts: Record<string, number> = {};
    try {
      expect(await tableCounts(restored)).toEqual(liveCounts);
      const after = await whatTheySee(restored, seeded);
      expect(after.signIn).toBe(200);
      expect(after.post).toBe(before.post);
      expect(after.lessonsDone).toEqual(before.lessonsDone);
      expect(after.image && sha256Of(after.image)).toBe(before.image && sha256Of(before.image));
      restoredCounts = await tableCounts(restored);
    } finally {
      await restored.close();
    }

    // With no server running, the CLI opens the DATA_DIR itself.
    const direct = await runBackup({ dataDir: restoredDir, file: path.join(root, 'out', 'direct.tar.gz') });
    expect(direct.via).toBe('direct');
    expect(Object.fromEntries(direct.manifest.tables.map((t) => [t.name, t.rows]))).toEqual(restoredCounts);
  });

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const busy = path.join(root, 'busy');
    fs.mkdirSync(busy, { recursive: true });
    fs.writeFileSync(path.join(busy, 'keep.txt'), 'mine');
    await expect(runRestore({ file: archive, dataDir: busy })).rejects.toThrow(/is not empty/);
    expect(fs.readdirSync(busy)).toEqual(['keep.txt']);
  });

  it('refuses a damaged archive and empties the target again', async () => {
    const bad = path.join(root, 'out', 'not-a-backup.tar.gz');
    fs.mkdirSync(path.dirname(bad), { recursive: true });
    fs.writeFileSync(bad, 'hello');
    const target = path.join(root, 'from-bad');
    await expect(runRestore({ file: bad, dataDir: target })).rejects.toThrow();
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('with DATABASE_URL set it writes nothing and tells the operator to use pg_dump and copy the bucket', async () => {
    const file = path.join(root, 'out', 'pg.tar.gz');
    const attempt = runBackup({ dataDir: liveDir, file, databaseUrl: 'postgres://u@127.0.0.1/x' });
    await expect(attempt).rejects.toBeInstanceOf(OpsError);
    await expect(attempt).rejects.toThrow(/pg_dump[\s\S]*bucket/);
    expect(fs.existsSync(file)).toBe(false);
  });
});

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
