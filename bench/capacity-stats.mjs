// Per-route timings and errors of one ramp step, and the tables printed from them.
import { percentile } from './client.mjs';

export const P95_BUDGET_MS = 200;

/** Collects samples per route label ('GET /api/posts/:id/comments'); reset at the start of each hold. */
export function createRecorder() {
  let samples = new Map();
  let errors = [];
  let recording = false;
  return {
    start() {
      samples = new Map();
      errors = [];
      recording = true;
    },
    stop() {
      recording = false;
    },
    sample(route, ms) {
      if (!recording) return;
      if (!samples.has(route)) samples.set(route, []);
      samples.get(route).push(ms);
    },
    error(route, detail) {
      if (recording) errors.push({ route, detail });
    },
    snapshot: () => ({ samples, errors }),
  };
}

/** p50/p95/p99 per route, slowest p95 first, and whether the step met the budget. */
export function summarizeStep({ samples, errors }, { members, seconds }) {
  const routes = [...samples.entries()]
    .map(([route, ms]) => ({
      route,
      count: ms.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
    }))
    .sort((a, b) => b.p95 - a.p95);
  const requests = routes.reduce((sum, r) => sum + r.count, 0);
  const overBudget = routes.filter((r) => r.p95 > P95_BUDGET_MS).map((r) => r.route);
  const errorsByRoute = {};
  for (const e of errors) errorsByRoute[e.route] = (errorsByRoute[e.route] ?? 0) + 1;
  return {
    members,
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    errors: errors.length,
    errorsByRoute,
    errorSamples: [...new Set(errors.map((e) => `${e.route}: ${e.detail}`))].slice(0, 10),
    overBudget,
    passed: errors.length === 0 && overBudget.length === 0 && requests > 0,
    routes,
  };
}

function printColumns(header, rows) {
  const lines = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  for (const [i, line] of lines.entries()) {
    console.info(line.map((cell, j) => String(cell).padEnd(widths[j])).join('  '));
    if (i === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const ms = (value) => value.toFixed(0);

export function printStepLine(step) {
  const verdict = step.passed
    ? 'pass'
    : `FAIL (${[
        step.errors ? `${step.errors} errors` : '',
        step.overBudget.length ? `p95 > ${P95_BUDGET_MS} ms on ${step.overBudget.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')})`;
  console.info(
    `  ${String(step.members).padStart(4)} members: ${step.requests} requests in ${step.seconds.toFixed(0)} s ` +
      `(${step.requestsPerSecond.toFixed(1)} req/s), worst p95 ${ms(step.routes[0]?.p95 ?? 0)} ms ` +
      `(${step.routes[0]?.route ?? '-'}), generator CPU ${step.generatorCpuPercent.toFixed(0)}%, ` +
      `server CPU ${step.serverCpuPercent.toFixed(0)}% of one core (sign-ups before: ${step.signUpSeconds.toFixed(0)} s): ${verdict}`,
  );
  for (const sample of step.errorSamples) console.info(`      error ${sample}`);
}

export function printRouteTable(step) {
  printColumns(
    ['route', 'requests', 'p50 ms', 'p95 ms', 'p99 ms'],
    step.routes.map((r) => [r.route, r.count, ms(r.p50), ms(r.p95), ms(r.p99)]),
  );
}
