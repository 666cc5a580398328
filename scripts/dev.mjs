// `npm run dev`: server rebuilt and restarted on change, Vite dev server with /api proxied to it.
import { spawn, spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';

spawnSync('npx', ['tsc', '-b', 'packages/domain', 'apps/server'], { cwd: root, stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-b', 'packages/domain', 'apps/server', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch', 'apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
