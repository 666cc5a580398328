// `npm run test:load`: concurrent writes against the real server on loopback. Every acknowledged
// write must be in the database afterwards, every duplicate answered 409, and no 5xx.
// Runs on the embedded database, then on PostgreSQL (a fresh database, dropped afterwards) when
// one answers at LOAD_POSTGRES_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres.
// LOAD_DATABASES=pglite or =postgres runs one only.
import fs from 'node:fs';
import { clientAddress, closeAgents, percentile, request } from './client.mjs';
import { printTable, startServer } from './lib.mjs';
import { feedBurst, feedRow, verifyFeed } from './load-feed.mjs';
import { databasesToRun, onDatabase, withAppDatabase } from './load-lib.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 3480);

async function waitingListBurst(server, run) {
  const started = performance.now();
  const unique = Array.from({ length: 900 }, (_, i) => `load.${run}.${i}@example.com`);
  const emails = [...unique, ...unique.slice(0, 100)]; // 10% duplicates
  const results = await Promise.all(
    emails.map((email, i) =>
      request(`${server.url}/api/waiting-list`, {
        method: 'POST',
        body: { name: `Load ${i}`, email },
        localAddress: clientAddress(i),
      }),
    ),
  );
  const by = (s) => results.filter((r) => r.status === s).length;
  const ms = results.map((r) => r.ms);
  return {
    created: by(201),
    conflicts: by(409),
    fiveXX: results.filter((r) => r.status >= 500).length,
    other: results.filter((r) => ![201, 409].includes(r.status) && r.status < 500).map((r) => r.status),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    seconds: (performance.now() - started) / 1000,
  };
}

async function runOn(database) {
  return onDatabase(database, 'load', async (databaseUrl) => {
    const run = Date.now().toString(36);
    const server = startServer({
      port: PORT,
      // The 50 sign-ups come from one address; the per-address auth limits are tested elsewhere.
      env: { SEED_DEMO: 'false', DATABASE_URL: databaseUrl ?? '', SMTP_URL: '', RATE_LIMIT_SCALE: '1000' },
    });
    let wl;
    let feed;
    try {
      await server.ready();
      wl = await waitingListBurst(server, run);
      feed = await feedBurst(server, run);
    } finally {
      closeAgents();
      await server.stop();
    }
    // PGlite allows one process: the database is read after the server has stopped.
    const stored = await withAppDatabase({ dataDir: server.dataDir, databaseUrl }, async (db) => ({
      waitingList: (
        await db.selectFrom('waiting_list').select('email').where('email', 'like', `load.${run}.%`).execute()
      ).length,
      feed: await verifyFeed(db, feed),
    }));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    return [
      {
        name: '1,000 concurrent waiting-list sign-ups (10% duplicates)',
        figure:
          `${wl.created} acknowledged, ${stored.waitingList} stored, ${wl.conflicts} x 409, ${wl.fiveXX} x 5xx, ` +
          `p50 ${wl.p50.toFixed(0)} ms, p99 ${wl.p99.toFixed(0)} ms, ${wl.seconds.toFixed(1)} s`,
        budget: '900 stored, 100 x 409, no 5xx',
        pass:
          wl.created === 900 &&
          wl.conflicts === 100 &&
          wl.fiveXX === 0 &&
          wl.other.length === 0 &&
          stored.waitingList === 900,
        unexpected: wl.other.map((s) => `waiting list ${s}`),
      },
      feedRow(feed, stored.feed),
    ];
  });
}

let failed = false;
for (const database of await databasesToRun()) {
  console.info(`\n${database.title}`);
  const rows = await runOn(database);
  printTable(rows);
  for (const row of rows) if (row.unexpected.length) console.error('unexpected answers:', row.unexpected.slice(0, 10));
  failed ||= rows.some((r) => r.pass === false);
}
process.exit(failed ? 1 : 0);
