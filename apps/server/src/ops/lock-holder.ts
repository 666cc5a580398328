import fs from 'node:fs';
import path from 'node:path';

/** The pid of a live process holding DATA_DIR/.lock, or undefined when nobody does. */
export function liveLockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isFinite(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
