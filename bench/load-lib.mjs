// Helpers of the load and crash suites: which databases to run on, and a fresh PostgreSQL
// database per run that is dropped afterwards.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { request } from './client.mjs';
import { ADULT_BIRTH_MONTH, root } from './lib.mjs';

/** The PostgreSQL server to create run databases on: LOAD_POSTGRES_URL, DATABASE_URL or the local default. */
export function postgresServerUrl() {
  return process.env.LOAD_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Connects once (2 s timeout); the reason it failed, or null when PostgreSQL answers. */
export async function postgresProblem(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return String(err.message || err.code || err);
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `fn(databaseUrl)` on a new database on the server at `serverUrl`, dropped afterwards. */
export async function withFreshPostgres(serverUrl, label, fn) {
  const name = `storyloom_${label}_${Date.now().toString(36)}_${process.pid}`;
  await admin(serverUrl, `create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    return await fn(target.toString());
  } finally {
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

/**
 * The databases a suite runs on: always the embedded one; PostgreSQL too when it answers (a
 * fresh database each run). `<variable>=pglite` or `=postgres` picks one.
 */
export async function databasesToRun(variable = 'LOAD_DATABASES') {
  const only = process.env[variable];
  const list = [];
  if (only !== 'postgres') list.push({ kind: 'pglite', title: 'PGlite (embedded, DATA_DIR)' });
  if (only === 'pglite') return list;
  const url = postgresServerUrl();
  const problem = await postgresProblem(url);
  const where = new URL(url);
  if (problem) {
    const note = `PostgreSQL at ${where.host}: not reachable (${problem}), not run`;
    if (only === 'postgres') throw new Error(note);
    console.info(note);
  } else list.push({ kind: 'postgres', serverUrl: url, title: `PostgreSQL at ${where.host} (fresh database)` });
  return list;
}

/** Runs `fn(databaseUrl | undefined)` for one entry of databasesToRun(). */
export function onDatabase(database, label, fn) {
  return database.kind === 'postgres' ? withFreshPostgres(database.serverUrl, label, fn) : fn(undefined);
}

/** Opens the app's database (after the server has stopped, for PGlite: one process at a time). */
export async function withAppDatabase({ dataDir, databaseUrl }, fn) {
  const { connectDatabase } = await import(path.join(root, 'apps/server/dist/db/connect.js'));
  const handle = await connectDatabase({ dataDir, databaseUrl });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** Maps with at most `limit` calls in flight. */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** The link in the newest outbox mail to `email` (a file still being written is read again later). */
function linkInOutbox(outbox, email) {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    try {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (mail.to === email) return mail.text.match(/https?:\/\/\S+/)?.[0];
    } catch {
      // half-written: not ours yet, or read on the next pass
    }
  }
  return undefined;
}

/**
 * Like createUser in lib.mjs, from a loopback address of the user's own: signs up, follows the
 * verification link from DATA_DIR/outbox, signs in; returns the session cookie.
 */
export async function createVerifiedUser(server, email, localAddress, password = 'bench-pass-123') {
  const headers = { origin: server.url };
  const signUp = await request(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    body: { name: 'Load User', email, password, ...ADULT_BIRTH_MONTH },
    headers,
    localAddress,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
  let link;
  for (let i = 0; i < 200 && !link; i++) {
    link = linkInOutbox(path.join(server.dataDir, 'outbox'), email);
    if (!link) await new Promise((r) => setTimeout(r, 25));
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  const verify = await request(link.replace(/^https?:\/\/[^/]+/, server.url), { localAddress });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status} ${verify.body}`);
  const signIn = await request(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    body: { email, password },
    headers,
    localAddress,
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body}`);
  return [signIn.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}
