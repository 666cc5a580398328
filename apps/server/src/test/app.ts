import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, kyselyOnPglite, kyselyOnPostgres, openPglite } from '../db/connect.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { PG_TEMPLATE_DB, TEMPLATE_DIR, TMP_ROOT, testDatabaseKind } from './paths.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  mails: Mail[];
  /** Reopens the app on the same database, as a restart would. */
  restart(overrides?: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

/** A fresh database per call: a copy of the migrated PGlite template, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
  dataDir: string;
  /** The PostgreSQL database's URL (so config.databaseUrl is true to what the app runs on). */
  url?: string;
}> {
  const id = randomUUID().replaceAll('-', '').slice(0, 16);
  const dataDir = path.join(TMP_ROOT, 'test-data', id);
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `storyloom_test_${id}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      dataDir,
      url: target.toString(),
      open: async () => kyselyOnPostgres(target.toString(), 5),
      async drop() {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dbDir = path.join(dataDir, 'db');
  fs.cpSync(TEMPLATE_DIR, dbDir, { recursive: true });
  return {
    dataDir,
    open: async () => kyselyOnPglite(await openPglite(dbDir)),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  { logger }: { logger?: pino.Logger } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
    close() {},
  };
  const start = async (overrides: Record<string, string>): Promise<TestApp> => {
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...overrides,
    });
    const handle = await database.open();
    // The retention job would race tests that set rows back in time; its own tests run it by hand.
    const app = await buildApp(config, {
      database: handle,
      mailer,
      logger: logger ?? pino({ level: 'silent' }),
      retentionJob: false,
    });
    await app.ready();
    return {
      app,
      config,
      mails,
      restart: async (more = {}) => {
        await app.close();
        return start({ ...overrides, ...more });
      },
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  };
  return start(env);
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** The cookie header to send back, from a response's set-cookie headers. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
