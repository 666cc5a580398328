// `npm run test:crash`: kill -9 the server during a stream of acknowledged writes, 20 rounds;
// every acknowledged row must be there after each restart. On the embedded database, then on
// PostgreSQL (a fresh database, dropped afterwards) when one answers (see load-lib.mjs;
// CRASH_DATABASES=pglite or =postgres runs one only). Also, on PGlite: a second process on the
// same DATA_DIR is refused, and SIGTERM closes the database and releases the lock; on PostgreSQL:
// no DATA_DIR lock is taken, a second instance may serve the same database, SIGTERM exits cleanly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientAddress, closeAgents, request } from './client.mjs';
import { root, startServer } from './lib.mjs';
import { databasesToRun, onDatabase, withAppDatabase } from './load-lib.mjs';

const RUN = Date.now().toString(36);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const PORT = Number(process.env.CRASH_PORT ?? 3470);
// Loopback addresses the writers spread over: the waiting list allows 20 sign-ups an hour per
// address (times RATE_LIMIT_SCALE), and the counts survive restarts, so 20 rounds of writes need
// thousands of addresses.
const ADDRESSES = 10_000;

class CheckFailed extends Error {}

/** Every server started, so a failed check leaves none running. */
const started = [];
function start(options) {
  const server = startServer(options);
  started.push(server);
  return server;
}

function check(condition, message) {
  if (!condition) throw new CheckFailed(`✗ ${message}`);
  console.info(`✓ ${message}`);
}

async function writeUntilKilled(server, acked, limited, round) {
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
          localAddress: clientAddress(round * 997 + w + i, ADDRESSES),
        });
        if (res.status === 201) acked.push(email);
        else if (res.status === 429) limited.count++;
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

function countPresent(dataDir, databaseUrl, emails) {
  return withAppDatabase({ dataDir, databaseUrl }, async (db) =>
    emails.length
      ? (await db.selectFrom('waiting_list').select('email').where('email', 'in', emails).execute()).length
      : 0,
  );
}

const lockFile = (dataDir) => path.join(dataDir, '.lock');

async function crashRounds(dataDir, databaseUrl, env) {
  let total = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = start({ port: PORT, dataDir, env });
    await server.ready();
    if (databaseUrl && fs.existsSync(lockFile(dataDir)))
      check(false, `round ${round}: a DATA_DIR lock with PostgreSQL`);
    const acked = [];
    const limited = { count: 0 };
    await writeUntilKilled(server, acked, limited, round);
    // A round that acknowledged nothing (all rate-limited, say) would prove nothing.
    if (acked.length === 0) check(false, `round ${round}: no write was acknowledged before the kill`);
    const present = await countPresent(dataDir, databaseUrl, acked);
    total += acked.length;
    if (present !== acked.length)
      check(false, `round ${round}: ${acked.length - present} of ${acked.length} rows lost`);
    const refused = limited.count ? ` (${limited.count} rate-limited)` : '';
    console.info(`  round ${round}: killed after ${acked.length} acknowledged writes${refused}, all present`);
  }
  const lock = databaseUrl ? ', no DATA_DIR lock' : '';
  check(true, `${ROUNDS} rounds of kill -9, ${total} acknowledged writes, none lost, clean restart every time${lock}`);
}

async function sigtermExit(server) {
  server.child.kill('SIGTERM');
  return new Promise((r) => (server.child.exitCode !== null ? r(server.child.exitCode) : server.child.once('exit', r)));
}

/** PGlite: one process per DATA_DIR, and a clean shutdown that releases it. */
async function embeddedChecks(dataDir, env) {
  const first = start({ port: PORT, dataDir, env });
  await first.ready();
  const second = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(PORT + 1), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  check(
    second.status === 1 && /in use by another Storyloom process/.test(second.stderr),
    'a second process on the same DATA_DIR is refused',
  );
  const code = await sigtermExit(first);
  check(code === 0 && !fs.existsSync(lockFile(dataDir)), 'SIGTERM closes the database cleanly and releases the lock');
}

/** PostgreSQL: instances are stateless, so a second one serves the same database; SIGTERM exits cleanly. */
async function postgresChecks(dataDir, env) {
  const first = start({ port: PORT, dataDir, env });
  const second = start({ port: PORT + 1, dataDir, env });
  await Promise.all([first.ready(), second.ready()]);
  check(true, 'a second instance on the same PostgreSQL database serves too');
  const codes = [await sigtermExit(first), await sigtermExit(second)];
  check(
    codes.every((c) => c === 0) && !fs.existsSync(lockFile(dataDir)),
    'SIGTERM exits cleanly, and no DATA_DIR lock was taken',
  );
}

let failed = false;
for (const database of await databasesToRun('CRASH_DATABASES')) {
  console.info(`\n${database.title}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-crash-'));
  try {
    await onDatabase(database, 'crash', async (databaseUrl) => {
      const env = { SEED_DEMO: 'false', DATABASE_URL: databaseUrl ?? '', SMTP_URL: '' };
      try {
        await crashRounds(dataDir, databaseUrl, env);
        await (databaseUrl ? postgresChecks(dataDir, env) : embeddedChecks(dataDir, env));
      } finally {
        for (const server of started.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    });
  } catch (err) {
    if (!(err instanceof CheckFailed)) throw err;
    console.error(err.message);
    failed = true;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
