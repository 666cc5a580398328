// `npm run test:load`: concurrent writes against the real server on loopback. Every acknowledged
// write must be in the database afterwards, every duplicate answered 409, and no 5xx.
// Runs on the embedded database, and on PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { clientAddress, closeAgents, percentile, request } from './client.mjs';
import { printTable, root, startServer } from './lib.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 3480);
const RUN = Date.now().toString(36);
const databaseUrl = process.env.DATABASE_URL || undefined;
const { connectDatabase } = await import(path.join(root, 'apps/server/dist/db/connect.js'));

async function withDatabase(server, fn) {
  // PGlite allows one process: read it after the server has stopped.
  const handle = await connectDatabase({ dataDir: server.dataDir, databaseUrl });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

async function waitingListBurst(server) {
  const unique = Array.from({ length: 900 }, (_, i) => `load.${RUN}.${i}@example.com`);
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
  return {
    unique,
    created: by(201),
    conflicts: by(409),
    fiveXX: results.filter((r) => r.status >= 500).length,
    other: results.filter((r) => ![201, 409].includes(r.status) && r.status < 500).map((r) => r.status),
    p99: percentile(
      results.map((r) => r.ms),
      99,
    ),
  };
}

const server = startServer({ port: PORT, env: { SEED_DEMO: 'false' } });
await server.ready();
const wl = await waitingListBurst(server);
closeAgents();
await server.stop();
const stored = await withDatabase(
  server,
  async (db) =>
    (await db.selectFrom('waiting_list').select('email').where('email', 'like', `load.${RUN}.%`).execute()).length,
);
fs.rmSync(server.dataDir, { recursive: true, force: true });

const rows = [
  {
    name: '1,000 concurrent waiting-list sign-ups (10% duplicates)',
    figure: `${wl.created} stored, ${wl.conflicts} x 409, ${wl.fiveXX} x 5xx, p99 ${wl.p99.toFixed(0)} ms`,
    budget: '900 stored, 100 x 409, no 5xx',
    pass: wl.created === 900 && wl.conflicts === 100 && wl.fiveXX === 0 && wl.other.length === 0 && stored === 900,
  },
];
printTable(rows);
if (wl.other.length) console.error('unexpected statuses:', wl.other.slice(0, 10));
if (rows.some((r) => r.pass === false)) process.exit(1);
