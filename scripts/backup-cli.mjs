// `npm run backup | restore | move-to-postgres`: builds the server when it is missing or stale
// (as `npm start` does), then runs apps/server/src/ops/cli.ts's compiled form in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNeeded, root } from './build-state.mjs';

if (buildNeeded()) {
  // Only the server (and the domain package it needs): these commands serve no pages.
  const result = spawnSync('npx', ['tsc', '-b', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { main } = await import(pathToFileURL(path.join(root, 'apps/server/dist/ops/cli.js')).href);
// npm runs scripts from the repository root; a FILE argument is relative to where it was typed.
await main(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
