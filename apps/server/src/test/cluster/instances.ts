import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PIDS_FILE, remember } from './scratch.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/**
 * The built server the instances run (npm run test:cluster builds it first). CLUSTER_SERVER_ENTRY
 * points the suite at another build, such as a copy with a deliberate fault, to see a case fail.
 */
export const SERVER_ENTRY = path.resolve(
  process.env.CLUSTER_SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/server.js'),
);

export interface Instance {
  /** 0, 1, 2: A, B, C in the tests. */
  index: number;
  /** http://127.0.0.1:<port>, known once it listens. */
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Every line it wrote (JSON log lines and anything else), in order. */
  lines: string[];
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
  /** Log entries (parsed JSON lines) whose `event` is `name`. */
  events(name: string): Array<Record<string, unknown>>;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** Whatever happens to the test process, the servers it spawned do not outlive it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Spawns one production server process (PORT=0: the port is read from its "listening" log line). */
export function spawnInstance(index: number, dataDir: string, env: Record<string, string>): Instance {
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) remember(PIDS_FILE, `${child.pid} ${SERVER_ENTRY}`);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const lines: string[] = [];
  const instance: Instance = {
    index,
    url: '',
    child,
    dataDir,
    lines,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))),
    events: (name) =>
      lines.filter((l) => l.includes(`"event":"${name}"`)).map((l) => JSON.parse(l) as Record<string, unknown>),
  };
  // CLUSTER_LOG_DIR keeps every instance's output in a file (instance-<index>-<pid>.log) to read after a run.
  const logDir = process.env.CLUSTER_LOG_DIR;
  const logFile = logDir ? path.join(logDir, `instance-${index}-${child.pid}.log`) : null;
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      if (logFile && parts.length) fs.appendFileSync(logFile, `${parts.join('\n')}\n`);
      for (const line of parts) {
        lines.push(line);
        const listening = LISTENING.exec(line);
        if (listening?.[1] && !instance.url) instance.url = listening[1];
      }
    });
  }
  return instance;
}

/** Waits until the instance listens and /api/ready answers 200; fails at once if it exits. */
export async function waitUntilReady(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let gone: number | string | undefined;
  void instance.exited.then((code) => {
    gone = code;
  });
  while (Date.now() < until) {
    if (gone !== undefined) throw new Error(`instance ${instance.index} exited (${gone}):\n${tail(instance)}`);
    if (instance.url) {
      const ready = await fetch(`${instance.url}/api/ready`).catch(() => null);
      if (ready?.status === 200) return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${instance.index} not ready after ${timeoutMs} ms:\n${tail(instance)}`);
}

/** The last lines an instance wrote, for a failure message. */
export function tail(instance: Instance, count = 15): string {
  return instance.lines.slice(-count).join('\n');
}

const CLEAN_STOP_WAIT_MS = 60_000;

/** SIGTERM (a clean stop) or SIGKILL, and waits until the process is gone. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  // A clean stop finishes the mail in flight; killing it mid-send could deliver that mail twice
  // (at least once, decision 1820), so the fallback only comes long after a slow, loaded shutdown.
  const timer = setTimeout(() => {
    instance.lines.push(`[harness] no exit ${CLEAN_STOP_WAIT_MS} ms after ${signal}: SIGKILL`);
    instance.child.kill('SIGKILL');
  }, CLEAN_STOP_WAIT_MS);
  await instance.exited;
  clearTimeout(timer);
}
