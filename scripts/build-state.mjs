import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  { output: 'packages/domain/dist/index.js', sources: ['packages/domain/src'] },
  {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/domain/src'],
  },
  { output: 'apps/server/dist/server.js', sources: ['apps/server/src', 'packages/domain/src'] },
];

function newestMtime(p) {
  const full = path.join(root, p);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when an output is missing or older than its sources (e.g. after a git pull). */
export function buildNeeded() {
  return targets.some(({ output, sources }) => {
    const out = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
    return !out || sources.some((s) => newestMtime(s) > out.mtimeMs);
  });
}
