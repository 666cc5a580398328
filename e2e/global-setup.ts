import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startMailCatcher } from './fixtures/mail-catcher.js';
import { ADMIN_EMAIL, portsFor } from './fixtures/ports.js';

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

/** One worker's mail catcher and production build on a fresh DATA_DIR; returns its teardown. */
async function startSlot(slot: number) {
  const ports = portsFor(slot);
  const catcher = await startMailCatcher(ports.smtp, ports.catcher);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storyloom-e2e-${slot}-`));
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.app),
      HOST: '127.0.0.1',
      APP_URL: ports.url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'info',
      // Every browser of the run signs up and in from 127.0.0.1: scale the per-IP auth limits up.
      RATE_LIMIT_SCALE: '100',
    },
    stdio: ['ignore', logFile, logFile],
  });
  await waitForHealth(ports.url, server);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await catcher.stop();
    if (process.env.E2E_KEEP_DATA) console.info(`e2e data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Starts a server per worker, so files running side by side never share a database: a spec file
 * still shares its server with the files its worker ran before it, as it always did.
 */
export default async function globalSetup(config: FullConfig) {
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  const stops = await Promise.all(slots.map(startSlot));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
