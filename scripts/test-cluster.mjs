// `npm run test:cluster`: three server processes on one fresh PostgreSQL database behind a
// round-robin proxy (apps/server/src/test/cluster/). Runs when PostgreSQL answers: the server of
// TEST_DATABASE_URL when it is set (CI sets it when one answers locally), else 127.0.0.1:5432.
// Otherwise it says why it skipped and exits 0.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { root } from './build-state.mjs';

/** The server's maintenance database: scratch databases are created and dropped from there. */
function serverUrl(given) {
  const url = new URL(given);
  url.pathname = '/postgres';
  return url.toString();
}

/** Null when PostgreSQL answers, else the reason (2 s timeout). */
async function problemWith(url) {
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

const explicit = process.env.TEST_DATABASE_URL;
const url = serverUrl(explicit || 'postgres://postgres@127.0.0.1:5432/postgres');
const where = new URL(url).host;
const problem = await problemWith(url);
if (problem) {
  const reason = `PostgreSQL at ${where} does not answer (${problem})`;
  if (explicit) {
    console.error(`test:cluster: TEST_DATABASE_URL is set but ${reason}.`);
    process.exit(1);
  }
  console.info(`test:cluster skipped: ${reason}; set TEST_DATABASE_URL or start PostgreSQL to run it.`);
  process.exit(0);
}

const started = Date.now();
console.info(`\n▶ cluster tests on PostgreSQL at ${where} (building domain and server first)`);
const build = spawnSync('npx', ['tsc', '-b', 'packages/domain', 'apps/server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'cluster'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLUSTER_POSTGRES_URL: url },
});
console.info(`test:cluster: ${((Date.now() - started) / 1000).toFixed(0)} s including the build`);
process.exit(result.status ?? 1);
