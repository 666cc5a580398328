import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock } from '../db/lock.js';
import type { Mail } from '../mail/mailer.js';
import {
  appOn,
  memberWithTotp,
  type Seeded,
  seedThroughApi,
  signInWithTotp,
  tableCounts,
  whatTheySee,
} from '../test/ops.js';
import { TMP_ROOT, testDatabaseKind } from '../test/paths.js';
import { totpCode } from '../test/totp.js';
import { runMove } from './move.js';

const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `storyloom_move_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const dataDir = path.join(TMP_ROOT, 'ops-move', name);
const targetUrl = () => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(testDatabaseKind() !== 'postgres')('npm run move-to-postgres', () => {
  const mails: Mail[] = [];
  let seeded: Seeded;
  let before: Awaited<ReturnType<typeof whatTheySee>>;
  let sourceCounts: Record<string, number>;
  let withTotp: Awaited<ReturnType<typeof memberWithTotp>>;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const release = acquireDataDirLock(dataDir);
    const app = await appOn(dataDir, mails);
    try {
      seeded = await seedThroughApi(app, mails);
      withTotp = await memberWithTotp(app, mails);
      before = await whatTheySee(app, seeded);
      // While it runs, the move refuses: the data dir is locked by a live process (this one).
      await expect(runMove({ dataDir, to: targetUrl() })).rejects.toThrow(/in use by a running Storyloom/);
      sourceCounts = await tableCounts(app);
    } finally {
      await app.close();
      release();
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies a stopped DATA_DIR table by table, and the app on PostgreSQL signs the same member in with the same posts, progress and uploads', async () => {
    const result = await runMove({ dataDir, to: targetUrl() });
    expect(Object.fromEntries(result.counts.map((c) => [c.table, c.rows]))).toEqual(sourceCounts);

    let app: FastifyInstance | undefined;
    try {
      app = await appOn(dataDir, [], targetUrl());
      expect(app.ctx.dbKind).toBe('postgres');
      expect(await tableCounts(app)).toEqual(sourceCounts);
      const after = await whatTheySee(app, seeded);
      expect(after.signIn).toBe(200);
      expect(after.post).toBe(before.post);
      expect(after.lessonsDone).toEqual(before.lessonsDone);
      expect(after.lessonsDone).toContain(true);
      expect(after.image?.equals(before.image as Buffer)).toBe(true);

      // The two-factor secret is stored encrypted with the auth secret: it moved with the rows.
      expect(await signInWithTotp(app, withTotp, '000000')).toBe(401);
      // The next period's code (the enrolment used this one, and a code works once).
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + 30_000);
      expect(await signInWithTotp(app, withTotp, totpCode(withTotp.totpURI))).toBe(200);
    } finally {
      await app?.close();
    }
  });

  it('refuses a target database that is not empty', async () => {
    await expect(runMove({ dataDir, to: targetUrl() })).rejects.toThrow(/is not empty/);
  });
});
