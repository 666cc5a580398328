// `npm run test:crash`: kill -9 the server during a stream of acknowledged writes, 20 rounds, on
// the embedded database; every acknowledged row must be there after each restart. Also: a second
// process on the same DATA_DIR is refused, and SIGTERM shuts down cleanly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientAddress, closeAgents, request } from './client.mjs';
import { root, startServer } from './lib.mjs';

const RUN = Date.now().toString(36);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const PORT = Number(process.env.CRASH_PORT ?? 3470);
const { connectDatabase } = await import(path.join(root, 'apps/server/dist/db/connect.js'));

function check(condition, message) {
  if (!condition) {
    console.error(`✗ ${message}`);
    process.exit(1);
  }
  console.info(`✓ ${message}`);
}

async function writeUntilKilled(server, acked, round) {
  let i = 0;
  let stop = false;
  const killAfter = 300 + Math.floor(Math.random() * 1200);
  const writers = Array.from({ length: 8 }, async (_, w) => {
    while (!stop) {
      const email = `crash.${RUN}.r${round}.w${w}.${i++}@example.com`;
      try {
        const res = await request(`${server.url}/api/waiting-list`, {
          method: 'POST',
          body: { name: `Crash ${round}`, email },
          localAddress: clientAddress(round * 8 + w + i),
        });
        if (res.status === 201) acked.push(email);
        else if (res.status >= 500) throw new Error(`5xx ${res.status}`);
      } catch (err) {
        if (!stop) throw err;
      }
    }
  });
  await new Promise((r) => setTimeout(r, killAfter));
  stop = true;
  server.child.kill('SIGKILL');
  await Promise.allSettled(writers);
  await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  closeAgents();
}

const databaseUrl = process.env.DATABASE_URL || undefined;

async function countPresent(dataDir, emails) {
  const handle = await connectDatabase({ dataDir, databaseUrl });
  try {
    const rows = emails.length
      ? await handle.db.selectFrom('waiting_list').select('email').where('email', 'in', emails).execute()
      : [];
    return rows.length;
  } finally {
    await handle.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-crash-'));
let total = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const server = startServer({ port: PORT, dataDir, env: { SEED_DEMO: 'false' } });
  await server.ready();
  const acked = [];
  await writeUntilKilled(server, acked, round);
  const present = await countPresent(dataDir, acked);
  total += acked.length;
  if (present !== acked.length)
    check(false, `round ${round}: ${acked.length - present} of ${acked.length} acknowledged rows lost`);
  console.info(`  round ${round}: killed after ${acked.length} acknowledged writes, all present`);
}
check(true, `${ROUNDS} rounds of kill -9, ${total} acknowledged writes, none lost, clean restart every time`);

if (databaseUrl) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0); // the DATA_DIR lock and checkpoint checks concern the embedded database only
}

const first = startServer({ port: PORT, dataDir });
await first.ready();
const second = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: { ...process.env, PORT: String(PORT + 1), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  encoding: 'utf8',
  timeout: 30_000,
});
check(
  second.status === 1 && /in use by another Storyloom process/.test(second.stderr),
  'a second process on the same DATA_DIR is refused',
);

first.child.kill('SIGTERM');
const code = await new Promise((r) => first.child.once('exit', r));
check(
  code === 0 && !fs.existsSync(path.join(dataDir, '.lock')),
  'SIGTERM closes the database cleanly and releases the lock',
);
fs.rmSync(dataDir, { recursive: true, force: true });
