// Video range request throughput (issue 17): 1 MiB ranges of a 20 MiB lesson video served by the
// app's /uploads route from the local storage adapter, next to a bare node:http file server
// sending the same ranges of the same file, in the same run (rounds interleaved, medians reported).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, median, root, waitForHealth } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FILE_BYTES = 20 * 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
const KEY = `lessons/bench-${randomBytes(8).toString('hex')}.mp4`;
// The app's share of the bare server's throughput; a player needs far less than either.
const BUDGET = { text: '>= 0.5x bare file server', pass: (ratio) => ratio >= 0.5 };

function spawnNode(script, env) {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForUrl(url) {
  for (let i = 0; i < 400; i++) {
    try {
      await fetch(url, { headers: { range: 'bytes=0-0' } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Twenty 1 MiB ranges spread over the file, cycled by every connection. */
function rangeRequests() {
  return Array.from({ length: FILE_BYTES / RANGE_BYTES }, (_, i) => {
    const start = ((i * 7) % (FILE_BYTES / RANGE_BYTES)) * RANGE_BYTES;
    return { method: 'GET', headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` } };
  });
}

/** CPU time (user + system) a process has used, in microseconds (Linux clock ticks are 10 ms). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Server CPU per range at a fixed rate both servers sustain: unlike req/s, this does not depend on
 * how much of the two cores the load generator takes to read 1 MiB answers.
 */
async function cpuPerRange(pid, opts, rate = 40, seconds = 5) {
  const before = cpuMicros(pid);
  const result = await load({
    ...opts,
    requests: rangeRequests(),
    connections: 4,
    duration: seconds,
    overallRate: rate,
  });
  return (cpuMicros(pid) - before) / (result.rps * seconds);
}

async function sameBytes(url, file) {
  const start = 3 * RANGE_BYTES + 17;
  const res = await fetch(url, { headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` } });
  const body = Buffer.from(await res.arrayBuffer());
  return res.status === 206 && body.equals(file.subarray(start, start + RANGE_BYTES));
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-video-'));
  const file = randomBytes(FILE_BYTES);
  const stored = path.join(dataDir, 'uploads', ...KEY.split('/'));
  fs.mkdirSync(path.dirname(stored), { recursive: true });
  fs.writeFileSync(stored, file);

  const appEntry = process.env.BENCH_SERVER_JS ?? path.join(root, 'apps/server/dist/server.js');
  const app = spawnNode(appEntry, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SEED_DEMO: 'false',
    RATE_LIMIT_SCALE: '1000',
  });
  const bare = spawnNode(path.join(root, 'bench/range-file-server.mjs'), {
    PORT: String(PORT + 1),
    RANGE_FILE: stored,
  });
  const appUrl = `http://127.0.0.1:${PORT}`;
  const targets = {
    app: { url: `${appUrl}/uploads/${KEY}` },
    bare: { url: `http://127.0.0.1:${PORT + 1}/video.mp4` },
  };
  const samples = { app: [], bare: [] };
  try {
    await waitForHealth(appUrl, app);
    await waitForUrl(targets.bare.url);
    const correct = (await sameBytes(targets.app.url, file)) && (await sameBytes(targets.bare.url, file));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, opts] of Object.entries(targets)) {
        const result = await load({ ...opts, requests: rangeRequests(), connections: 10, duration: 3 });
        samples[name].push(result);
      }
    }
    const cpu = { app: [], bare: [] };
    for (let round = 0; round < 3; round++) {
      cpu.bare.push(await cpuPerRange(bare.pid, targets.bare));
      cpu.app.push(await cpuPerRange(app.pid, targets.app));
    }
    const rps = (name) => median(samples[name].map((s) => s.rps));
    const mibs = (name) => (rps(name) * RANGE_BYTES) / 1024 / 1024;
    const bad = (name) => samples[name].reduce((sum, s) => sum + s.non2xx + s.errors, 0);
    const p = (name, key) => median(samples[name].map((s) => s[key]));
    const ratio = rps('app') / rps('bare');
    const row = (name, label) => ({
      name: `${label} 1 MiB ranges of a 20 MiB video req/s (p50/p99 ms)`,
      figure: `${rps(name).toFixed(0)} = ${mibs(name).toFixed(0)} MiB/s (${p(name, 'p50')}/${p(name, 'p99')})${bad(name) ? `, ${bad(name)} non-2xx` : ''}`,
      pass: bad(name) === 0 ? undefined : false,
    });
    return [
      row('bare', 'bare node:http file server:'),
      row('app', 'app /uploads (local storage adapter):'),
      {
        name: 'server CPU per 1 MiB range at 40 req/s: bare / app',
        figure: `${(median(cpu.bare) / 1000).toFixed(2)} / ${(median(cpu.app) / 1000).toFixed(2)} ms = 1 / ${(median(cpu.app) / median(cpu.bare)).toFixed(2)}`,
      },
      {
        name: 'video range throughput: app vs bare file server (same bytes checked)',
        figure: `${ratio.toFixed(2)}x${correct ? '' : ', WRONG BYTES'}`,
        budget: BUDGET.text,
        pass: correct && BUDGET.pass(ratio),
      },
    ];
  } finally {
    for (const child of [app, bare]) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all([app, bare].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/video-range.mjs` runs this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.mjs');
  printTable(await run());
}
