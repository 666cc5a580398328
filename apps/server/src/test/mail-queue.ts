import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { MailQueueTiming } from '../mail/queue-timing.js';
import { PG_TEMPLATE_DB, TEMPLATE_DIR, TMP_ROOT, testDatabaseKind } from './paths.js';

/** Test support for the mail queue's integration tests: apps with SMTP_URL on one shared database. */

export const FAST_TIMING: Partial<MailQueueTiming> = {
  pollMs: 150,
  backoffBaseMs: 200,
  backoffMaxMs: 800,
  giveUpAfterMs: 60_000,
};

/** A fresh database (a copy of the migrated template) that several apps can open one after another, or at once on PostgreSQL. */
export async function queueDatabase() {
  const id = randomUUID().replaceAll('-', '').slice(0, 16);
  const dataDir = path.join(TMP_ROOT, 'test-data', `mailq-${id}`);
  let url: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `storyloom_test_mq_${id}`;
  if (testDatabaseKind() === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  } else {
    fs.cpSync(TEMPLATE_DIR, path.join(dataDir, 'db'), { recursive: true });
  }
  return {
    /** An app with SMTP_URL on this database: the mail queue on, its timings shortened. */
    async app(
      smtpUrl: string,
      timing: Partial<MailQueueTiming> = FAST_TIMING,
      env: Record<string, string> = {},
    ): Promise<FastifyInstance> {
      const config = loadConfig({
        ...env,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SMTP_URL: smtpUrl,
        ...(url ? { DATABASE_URL: url } : {}),
      });
      const app = await buildApp(config, { logger: pino({ level: 'silent' }), retentionJob: false, mailQueue: timing });
      await app.ready();
      return app;
    },
    async drop() {
      if (url) {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it holds (or fails the test after `timeoutMs`). */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
