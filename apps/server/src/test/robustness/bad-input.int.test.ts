import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { signUpAndIn, uniqueEmail } from '../users.js';
import { fillParams, nastyBody, nastyQuery, nastyString } from './arbitraries.js';
import { createRowCounter } from './snapshot.js';

/** better-auth's routes sit behind one wildcard; these are the ones our clients call. */
const AUTH_SUBPATHS = [
  'sign-up/email',
  'sign-in/email',
  'sign-out',
  'get-session',
  'send-verification-email',
  'verify-email',
  'request-password-reset',
  'reset-password',
  'change-password',
  'two-factor/enable',
  'two-factor/verify-totp',
  'two-factor/disable',
  'no-such-endpoint',
];

/** Routes that stream until the client leaves are fuzzed without a valid session only. */
const LONG_LIVED = [/\/stream$/, /\/live$/, /\/events\/stream/, /\/realtime/];

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
const cookies: Record<string, string | undefined> = {};
let countRows: () => Promise<string>;

beforeAll(async () => {
  const adminEmail = uniqueEmail('fuzz-admin');
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  cookies.guest = undefined;
  cookies.garbage = 'storyloom.session_token=not-a-real-token.sig';
  cookies.user = (await signUpAndIn(t.app, t.mails)).cookie;
  cookies.admin = (await signUpAndIn(t.app, t.mails, { email: adminEmail })).cookie;
  countRows = await createRowCounter(t.app.ctx.db as Kysely<unknown>);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function apiRoutes() {
  const seen = new Set<string>();
  const list: { method: string; url: string }[] = [];
  for (const r of t.app.routeTable) {
    if (!r.url.startsWith('/api/') || r.method === 'HEAD' || r.method === 'OPTIONS') continue;
    const urls = r.url === '/api/auth/*' ? AUTH_SUBPATHS.map((s) => `/api/auth/${s}`) : [r.url];
    for (const url of urls) {
      const key = `${r.method} ${url}`;
      if (!seen.has(key)) list.push({ method: r.method, url });
      seen.add(key);
    }
  }
  return list;
}

describe('every registered API route survives hostile input', () => {
  it('finds the routes from the app itself', () => {
    expect(apiRoutes().length).toBeGreaterThan(5);
  });

  it('never answers 5xx, always uses the error shape, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const longLived = LONG_LIVED.some((p) => p.test(route.url));
      const who = fc.constantFrom(...(longLived ? ['guest', 'garbage'] : ['guest', 'garbage', 'user', 'admin']));
      const property = fc.asyncProperty(
        who,
        fc.array(nastyString, { minLength: 3, maxLength: 3 }),
        nastyQuery,
        nastyBody,
        async (as, params, query, body) => {
          const url = fillParams(route.url, params);
          const before = route.method === 'GET' ? '' : await countRows();
          const cookie = cookies[as];
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            query,
            headers: cookie ? { cookie } : {},
            ...(route.method === 'GET' || body === undefined ? {} : { payload: body as object }),
          });
          const where = `${route.method} ${route.url} as ${as} → ${res.statusCode}`;
          if (res.statusCode >= 500) throw new Error(`${where}: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) {
            const parsed = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
            if (typeof parsed.error?.code !== 'string' || typeof parsed.error?.message !== 'string') {
              throw new Error(`${where}: not the error shape: ${res.body.slice(0, 200)}`);
            }
            if (route.method !== 'GET' && (await countRows()) !== before)
              throw new Error(`${where}: refused but wrote rows`);
          }
        },
      );
      try {
        await fc.assert(property, { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261122) });
      } catch (err) {
        const message = String((err as Error).message);
        const cause = (err as Error & { cause?: Error }).cause?.message ?? '';
        failures.push(
          `${route.method} ${route.url}: ${message.split('\n')[0]} ${cause || message.split('\n').find((l) => l.includes('→')) || ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
