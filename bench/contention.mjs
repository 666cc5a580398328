// Issue 20: no request waits behind a long one. The feed's p99 while an admin downloads the
// 1,000,000-row waiting list as CSV and runs trigram searches, against its idle p99 in the same run
// (budget: at most 3×). PGlite by default; DATABASE_URL runs it on a fresh PostgreSQL database.
// Needs the build (`npm run build`). Run alone: `node bench/contention.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createUser, load, printTable, root, startServer } from './lib.mjs';
import { freshPostgresDatabase } from './postgres.mjs';
import { loadWaitingList } from './search-scale.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 7;
const SECONDS = Number(process.env.CONTENTION_SECONDS ?? 10);
const MAX_RATIO = 3;
const ADMIN = 'contention.admin@example.com';
const dist = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);

/** Migrates the database the server will open and loads the waiting list into it (server not running). */
async function prepare(dataDir, databaseUrl) {
  const { connectDatabase } = await dist('db/connect.js');
  const { migrateToLatest } = await dist('db/migrate.js');
  const handle = await connectDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(handle.db);
    await loadWaitingList(handle.db);
  } finally {
    await handle.close();
  }
}

/** Keeps `fn` running back to back until `stop()`; counts rounds and failures. */
function loop(fn) {
  let running = true;
  const stats = { rounds: 0, failures: 0, ms: [] };
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fn().catch(() => false);
      stats.ms.push(performance.now() - started);
      if (ok) stats.rounds += 1;
      else stats.failures += 1;
    }
  })();
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * One full CSV download by curl into /dev/null: consuming 100 MB in this process would starve the
 * load generator running here, and measure the bench instead of the server.
 */
function downloadCsv(url, cookie) {
  return new Promise((resolve) => {
    const curl = spawn('curl', [
      '-sf',
      '-o',
      '/dev/null',
      '-H',
      `cookie: ${cookie}`,
      `${url}/api/admin/waiting-list/export`,
    ]);
    curl.on('exit', (code) => resolve(code === 0));
    curl.on('error', () => resolve(false));
  });
}

async function search(url, cookie, i) {
  const terms = ['okafor', 'maya okafor', '.777777@', 'rivera', 'school42'];
  const res = await fetch(
    `${url}/api/admin/waiting-list?page=1&pageSize=10&search=${encodeURIComponent(terms[i % 5])}`,
    {
      headers: { cookie },
    },
  );
  await res.arrayBuffer();
  return res.ok;
}

export async function run() {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const database = onPostgres ? await freshPostgresDatabase(process.env.DATABASE_URL, 'storyloom_contention') : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-contention-'));
  const loadStarted = performance.now();
  await prepare(dataDir, database?.url);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const server = startServer({
    port: PORT,
    dataDir,
    env: { DATABASE_URL: database?.url ?? '', ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '1000' },
  });
  try {
    await server.ready();
    const admin = await createUser(server, ADMIN);
    const member = await createUser(server, `contention.${Date.now()}@example.com`);
    const feed = { url: `${server.url}/api/posts`, headers: { cookie: member }, duration: SECONDS, connections: 10 };
    await load({ ...feed, duration: 2 }); // warm-up
    const idle = await load(feed);
    let n = 0;
    const exports = loop(() => downloadCsv(server.url, admin));
    const searches = loop(() => search(server.url, admin, n++));
    const busy = await load(feed);
    await Promise.all([exports.stop(), searches.stop()]);
    const ratio = busy.p99 / idle.p99;
    const bad =
      idle.non2xx + idle.errors + busy.non2xx + busy.errors + exports.stats.failures + searches.stats.failures;
    const avg = (ms) => (ms.length ? ms.reduce((a, b) => a + b, 0) / ms.length : 0);
    return [
      { name: `load ${(1_000_000).toLocaleString('en')} waiting-list rows`, figure: `${loadSeconds.toFixed(1)} s` },
      { name: 'feed, idle: req/s (p50/p99 ms)', figure: `${idle.rps.toFixed(0)} (${idle.p50}/${idle.p99})` },
      {
        name: 'feed during CSV exports and trigram searches: req/s (p50/p99 ms)',
        figure: `${busy.rps.toFixed(0)} (${busy.p50}/${busy.p99})`,
      },
      {
        name: 'alongside: full CSV downloads / searches (mean ms)',
        figure: `${exports.stats.rounds} (${avg(exports.stats.ms).toFixed(0)}) / ${searches.stats.rounds} (${avg(searches.stats.ms).toFixed(0)})`,
      },
      {
        name: 'feed p99 while busy vs idle',
        figure: `${ratio.toFixed(1)}x${bad ? `, ${bad} failed requests` : ''}`,
        budget: `<= ${MAX_RATIO}x, no failures`,
        pass: ratio <= MAX_RATIO && bad === 0,
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.info(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (a fresh database)' : 'embedded PGlite'}`);
  const rows = await run();
  printTable(rows);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}
