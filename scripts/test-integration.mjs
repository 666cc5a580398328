// Runs the server integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';

function run(db) {
  console.info(`\n▶ integration tests on ${db}`);
  const env = { ...process.env, TEST_DB: db };
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

spawnSync('npx', ['tsc', '-b', 'packages/domain'], { cwd: root, stdio: 'inherit' });
run('pglite');
if (process.env.TEST_DATABASE_URL) run('postgres');
else console.info('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
