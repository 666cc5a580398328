// `npm start`: builds what is missing or stale, then runs the server in this same process
// (so signals reach it directly and there is no wrapper to orphan).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNeeded, root } from './build-state.mjs';

if (buildNeeded()) {
  console.info('Building Storyloom (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
