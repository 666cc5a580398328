import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bench users sign up as API clients: with an adult's birth month, as the age screen requires (issue 15). */
export const ADULT_BIRTH_MONTH = { birthMonth: 6, birthYear: 1990 };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not become healthy`);
}

/** Starts the production server on a port with its own DATA_DIR (created when not given). */
export function startServer({ port, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-')), env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  return {
    child,
    url,
    dataDir,
    ready: () => waitForHealth(url, child),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Runs autocannon and returns requests/s and latency percentiles; non-2xx answers are counted. */
export async function load(opts) {
  const result = await autocannon({ connections: 20, duration: 5, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Signs a user up through the API, verifies via the outbox mail and signs in; returns the cookie. */
export async function createUser(server, email, password = 'bench-pass-123') {
  const headers = { 'content-type': 'application/json', origin: server.url };
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench User', email, password, ...ADULT_BIRTH_MONTH }),
  });
  const outbox = path.join(server.dataDir, 'outbox');
  let link;
  for (let i = 0; i < 100 && !link; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const f of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8'));
      if (mail.to === email) link = mail.text.match(/https?:\/\/\S+/)?.[0];
    }
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  await fetch(link.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function printTable(rows) {
  const header = ['benchmark', 'figure', 'budget', 'result'];
  const lines = [
    header,
    ...rows.map((r) => [r.name, r.figure, r.budget ?? '', r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL']),
  ];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  for (const [i, line] of lines.entries()) {
    console.info(line.map((cell, j) => String(cell).padEnd(widths[j])).join('  '));
    if (i === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
