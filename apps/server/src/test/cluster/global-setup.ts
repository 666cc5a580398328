import fs from 'node:fs';
import { DATABASES_FILE, dropScratchDatabase, PIDS_FILE, RUN_DIRS_FILE, remembered } from './scratch.js';

/** Is `pid` still one of the server processes this run spawned (and not a reused id)? */
function isOurServer(pid: number, entry: string): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(entry);
  } catch {
    return false;
  }
}

/**
 * The safety net around the cluster files: each file stops its own cluster, and a crashed or
 * timed-out one leaves its server processes and scratch database here, ended and dropped at teardown.
 */
export default function setup() {
  const ledgers = [PIDS_FILE, DATABASES_FILE, RUN_DIRS_FILE];
  for (const file of ledgers) fs.rmSync(file, { force: true });
  return async function teardown() {
    for (const line of remembered(PIDS_FILE)) {
      const [pid, entry] = line.split(' ');
      if (!pid || !entry || !isOurServer(Number(pid), entry)) continue;
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone in the meantime
      }
    }
    for (const name of remembered(DATABASES_FILE)) await dropScratchDatabase(name).catch(() => {});
    for (const dir of remembered(RUN_DIRS_FILE)) fs.rmSync(dir, { recursive: true, force: true });
    for (const file of ledgers) fs.rmSync(file, { force: true });
  };
}
