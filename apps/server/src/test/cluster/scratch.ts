import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { TMP_ROOT } from '../paths.js';

/**
 * The PostgreSQL server the suite makes its scratch databases on: CLUSTER_POSTGRES_URL (set by
 * scripts/test-cluster.mjs), else TEST_DATABASE_URL's server, else the local default.
 */
export function postgresServerUrl(): string {
  const given = process.env.CLUSTER_POSTGRES_URL || process.env.TEST_DATABASE_URL;
  const url = new URL(given || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

/**
 * What this run started, written down as it starts it, so the global teardown can end whatever a
 * crashed or timed-out test file left behind (by process id, and only our own server processes).
 */
const ledgerDir = path.join(TMP_ROOT, 'cluster');
export const PIDS_FILE = path.join(ledgerDir, 'pids');
export const DATABASES_FILE = path.join(ledgerDir, 'databases');
/** Each cluster's scratch folder (the instances' DATA_DIRs). */
export const RUN_DIRS_FILE = path.join(ledgerDir, 'dirs');

export function remember(file: string, entry: string) {
  fs.mkdirSync(ledgerDir, { recursive: true });
  fs.appendFileSync(file, `${entry}\n`);
}

export function remembered(file: string): string[] {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database; returns its URL. */
export async function createScratchDatabase(label: string): Promise<{ name: string; url: string }> {
  const name = `storyloom_cluster_${label}_${Date.now().toString(36)}_${process.pid}`;
  remember(DATABASES_FILE, name);
  await admin(`create database ${name}`);
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropScratchDatabase(name: string) {
  if (!/^storyloom_cluster_\w+$/.test(name)) throw new Error(`not a scratch database: ${name}`);
  await admin(`drop database if exists ${name} with (force)`);
}
