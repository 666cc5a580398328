import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { kyselyOnPglite, kyselyOnPostgres, openPglite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { PG_TEMPLATE_DB, TEMPLATE_DIR, testDatabaseKind } from './paths.js';

/** Builds a migrated template once per run; each test file starts from a copy of it. */
export default async function setup() {
  if (testDatabaseKind() === 'postgres') {
    await buildPostgresTemplate(process.env.TEST_DATABASE_URL as string);
  } else {
    fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(TEMPLATE_DIR), { recursive: true });
    const handle = kyselyOnPglite(await openPglite(TEMPLATE_DIR));
    await migrateToLatest(handle.db);
    await handle.close();
  }
}

async function buildPostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${PG_TEMPLATE_DB}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${PG_TEMPLATE_DB}`;
  const handle = kyselyOnPostgres(target.toString(), 1);
  await migrateToLatest(handle.db);
  await handle.close();
}
