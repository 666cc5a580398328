// `npm run bench:capacity` (not part of `npm test`): simulated members, each with a session and a
// client address of its own, follow the session of docs/decisions/2001-capacity-load-model.md with
// the live stream open. The number of members ramps up; each step is held CAPACITY_HOLD_S seconds
// (60) and passes when every route's p95 is at most 200 ms with no errors. Reports the largest step
// held, per route p50/p95/p99, on PGlite and on PostgreSQL (CAPACITY_DATABASES=pglite|postgres
// picks one). Results go to bench/results/capacity-<database>.json and capacity-latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, runMember, seededRandom, stopMember, THINK_MS, WRITE_CHANCE } from './capacity-session.mjs';
import { createRecorder, P95_BUDGET_MS, printRouteTable, printStepLine, summarizeStep } from './capacity-stats.mjs';
import { clientAddress, closeAgents, request } from './client.mjs';
import { root, startServer } from './lib.mjs';
import { createVerifiedUser, databasesToRun, mapLimit, onDatabase } from './load-lib.mjs';

const PORT = Number(process.env.CAPACITY_PORT ?? 3700);
const HOLD_S = Number(process.env.CAPACITY_HOLD_S ?? 60);
const STEPS = (process.env.CAPACITY_STEPS ?? '10,20,40,60,80,100,120,140,160,200,250,300,400,500')
  .split(',')
  .map(Number);
// New members enter during this time (spread by their first think time) before the hold is measured.
const SETTLE_S = Math.ceil(THINK_MS.mean / 1000);
const RESULTS_DIR = path.join(root, 'bench/results');

/** Signs members up (four at a time: each costs a password hash) and enrolls each in a course. */
async function addMembers(server, members, count, run) {
  const fresh = await mapLimit(
    Array.from({ length: count - members.length }, (_, k) => members.length + k),
    4,
    async (i) => {
      const address = clientAddress(i, 10_000);
      const cookie = await createVerifiedUser(server, `capacity.${run}.${i}@example.com`, address);
      const catalogue = await request(`${server.url}/api/courses?category=All&page=1`, {
        headers: { cookie },
        localAddress: address,
      });
      const courses = JSON.parse(catalogue.body).items;
      const course = courses[i % courses.length];
      const member = { i, address, cookie, random: seededRandom(20_011 + i), posts: [], course: { slug: course.slug } };
      const enrolled = await request(`${server.url}/api/courses/${course.slug}/enrollment`, {
        method: 'POST',
        body: {},
        headers: { cookie, origin: server.url },
        localAddress: address,
      });
      if (enrolled.status >= 300) throw new Error(`enrollment failed: ${enrolled.status} ${enrolled.body}`);
      member.course.position = 1 + Math.floor(member.random() * 3);
      return member;
    },
  );
  members.push(...fresh);
  return fresh;
}

async function ramp(server, database) {
  const recorder = createRecorder();
  const ctx = { url: server.url, recorder, call };
  const run = Date.now().toString(36);
  const members = [];
  const steps = [];
  try {
    for (const size of STEPS) {
      const signUpStarted = performance.now();
      const fresh = await addMembers(server, members, size, run);
      const signUpSeconds = (performance.now() - signUpStarted) / 1000;
      for (const member of fresh) runMember(member, ctx);
      await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
      const cpu = process.cpuUsage();
      const serverCpu = processCpuSeconds(server.child.pid);
      const started = performance.now();
      recorder.start();
      await new Promise((r) => setTimeout(r, HOLD_S * 1000));
      recorder.stop();
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const step = summarizeStep(recorder.snapshot(), { members: size, seconds });
      step.signUpSeconds = signUpSeconds;
      step.generatorCpuPercent = ((used.user + used.system) / 1e6 / seconds) * 100;
      step.serverCpuPercent = ((processCpuSeconds(server.child.pid) - serverCpu) / seconds) * 100;
      printStepLine(step);
      steps.push(step);
      if (!step.passed) break;
    }
  } finally {
    for (const member of members) stopMember(member);
  }
  const held = steps.filter((s) => s.passed).at(-1);
  return { database: database.kind, title: database.title, membersHeld: held?.members ?? 0, steps };
}

/** Seconds of CPU a process has used (user + system), from /proc. */
function processCpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

async function runOn(database) {
  return onDatabase(database, 'capacity', async (databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(process.env.CAPACITY_TMP_DIR ?? os.tmpdir(), 'storyloom-capacity-'));
    // Demo content gives courses to enroll in and events to RSVP; sign-ups come from the members'
    // own addresses, so only the sign-up limits are scaled out of the way.
    const server = startServer({
      port: PORT,
      dataDir,
      env: { DATABASE_URL: databaseUrl ?? '', SMTP_URL: '', RATE_LIMIT_SCALE: '1000' },
    });
    try {
      await server.ready();
      return await ramp(server, database);
    } finally {
      closeAgents();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

const startedAt = new Date();
const results = [];
for (const database of await databasesToRun('CAPACITY_DATABASES')) {
  console.info(`\n${database.title}: steps of ${STEPS.join(', ')} members, each held ${HOLD_S} s`);
  const runStarted = performance.now();
  const result = await runOn(database);
  result.runSeconds = (performance.now() - runStarted) / 1000;
  const held = result.steps.find((s) => s.members === result.membersHeld) ?? result.steps[0];
  console.info(
    `\nMembers held for ${HOLD_S} s at p95 <= ${P95_BUDGET_MS} ms per route with 0 errors: ${result.membersHeld}` +
      ` (run took ${result.runSeconds.toFixed(0)} s). Routes at ${held?.members ?? 0} members:`,
  );
  if (held) printRouteTable(held);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const record = {
    startedAt,
    host: { cpus: os.cpus().length, note: 'load generator and server on the same machine' },
    holdSeconds: HOLD_S,
    p95BudgetMs: P95_BUDGET_MS,
    thinkMs: THINK_MS,
    writeChance: WRITE_CHANCE,
    ...result,
  };
  fs.writeFileSync(path.join(RESULTS_DIR, `capacity-${database.kind}.json`), `${JSON.stringify(record, null, 2)}\n`);
  results.push(record);
}
fs.writeFileSync(path.join(RESULTS_DIR, 'capacity-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
