import http from 'node:http';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MAP, type Access } from '../../auth/access-policy.js';
import { cookieFrom, createTestApp, type TestApp } from '../app.js';
import { changedTables, createContentDigest } from '../robustness/snapshot.js';
import { uniqueEmail } from '../users.js';
import { type Actor, type ActorName, createFixtures, type Fixtures, signInAgain } from './fixtures.js';
import { fill, REQUESTS, type Recipe } from './requests.js';

/**
 * The authorization matrix: every route the app registers, called with a valid request by a
 * guest, the user who owns the objects, another user, a moderator, an admin and a child account
 * waiting for a parent (holding); each must get what access-map.ts says, a refusal must change nothing, and no
 * answer may carry what its reader must not see.
 */
let t: TestApp;
let f: Fixtures;
let digest: () => Promise<string>;
let baseUrl: string;

beforeAll(async () => {
  const adminEmail = uniqueEmail('matrix-admin');
  // The matrix sends many sign-ins from one address; the per-IP auth limits are tested elsewhere.
  t = await createTestApp({ ADMIN_EMAILS: adminEmail, RATE_LIMIT_SCALE: '1000' });
  f = await createFixtures(t, adminEmail);
  digest = await createContentDigest(t.app.ctx.db as Kysely<unknown>, path.join(t.config.dataDir, 'uploads'));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** `held`: 403 consent_pending, the refusal of a holding account. */
type Expected = 'ok' | 401 | 403 | 404 | 'held';

function expectedFor(access: Access, who: ActorName): Expected {
  if (access.kind === 'public') return 'ok';
  if (who === 'guest') return 401;
  // A holding account browses as any signed-in member who owns none of the objects, and no more.
  if (who === 'holding') return access.holding === 'allowed' ? expectedFor(access, 'other') : 'held';
  switch (access.kind) {
    case 'user':
      return 'ok';
    case 'admin':
      return who === 'admin' ? 'ok' : 403;
    case 'moderator':
      return who === 'admin' || who === 'moderator' ? 'ok' : 403;
    case 'instructor':
      // `user` is an instructor (fixtures.ts); `other` is a plain member.
      return who === 'admin' || who === 'user' ? 'ok' : 403;
    case 'enrolled':
      return who === 'user' ? 'ok' : 403;
    case 'owner':
      return who === 'user' || (who === 'admin' && access.adminToo) ? 'ok' : access.otherUser;
  }
}

const ACTORS: ActorName[] = ['guest', 'user', 'other', 'moderator', 'admin', 'holding'];
const keyParts = (key: string) => [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)] as const;

/** The routes as registered, with each wildcard route standing for the classified paths under it. */
function registeredRoutes() {
  return t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
}

function coveredBy(key: string): string | undefined {
  const [method, url] = keyParts(key);
  return registeredRoutes().find(
    (r) => r.method === method && (r.url === url || (r.url.endsWith('/*') && url.startsWith(r.url.slice(0, -1)))),
  )?.url;
}

interface Result {
  status: number;
  body: string;
  headers: LightMyRequestResponse['headers'];
  setCookie: string;
}

/** Opens the event stream over a socket and closes it once the status is known. */
function probeStream(method: string, url: string, cookie?: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${url}`, { method, agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      const result = { status: res.statusCode ?? 0, headers: res.headers, setCookie: '' };
      if (res.statusCode === 200) {
        req.destroy();
        return resolve({ ...result, body: '' });
      }
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ ...result, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function call(key: string, recipe: Recipe, method: string, actor: Actor | null, before?: () => Promise<void>) {
  const c = { t, f, actor };
  const url = recipe.url ? await recipe.url(c) : fill(keyParts(key)[1], f);
  const extra = recipe.cookie ? await recipe.cookie(c) : undefined;
  const cookies = [actor?.cookie, extra].filter(Boolean).join('; ');
  const cookie = cookies ? { cookie: cookies } : {};
  const upload = recipe.multipart ? await recipe.multipart(c) : undefined;
  const body = recipe.body ? await recipe.body(c) : undefined;
  await before?.();
  if (recipe.stream) return { url, res: await probeStream(method, url, actor?.cookie) };
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...upload?.headers, ...cookie },
    ...(upload ? { payload: upload.payload } : body === undefined ? {} : { payload: body as object }),
  });
  return { url, res: { status: res.statusCode, body: res.body, headers: res.headers, setCookie: cookieFrom(res) } };
}

function forbiddenMarkers(who: ActorName): string[] {
  return [...(who === 'user' ? [] : f.markers.ownerOnly), ...(who === 'admin' ? [] : f.markers.adminOnly)];
}

/** Calls one route as one actor and checks status, refusal shape, writes and leaks. */
async function check(key: string, method: string, who: ActorName, expected: Expected) {
  const recipe = REQUESTS[key] as Recipe;
  const actor = who === 'guest' ? null : f.actors[who];
  const oldCookie = actor?.cookie;
  let before = '';
  const { url, res } = await call(key, recipe, method, actor, async () => {
    if (expected !== 'ok') before = await digest();
  });
  const where = `${method} ${url} as ${who} → ${res.status} ${res.body.slice(0, 160)}`;
  if (expected === 'ok') {
    const status = actor && recipe.signedIn ? recipe.signedIn : recipe.ok;
    if (status) expect(res.status, where).toBe(status);
    else expect(res.status >= 200 && res.status < 300, where).toBe(true);
  } else {
    expect(res.status, where).toBe(expected === 'held' ? 403 : expected);
    const code = expected === 'held' ? 'consent_pending' : expect.any(String);
    if (method !== 'HEAD') expect(JSON.parse(res.body), where).toMatchObject({ error: { code } });
    const after = await digest();
    expect(changedTables(before, after), `${where}: a refused request changed rows`).toEqual([]);
  }
  for (const marker of forbiddenMarkers(who)) expect(res.body, `${where}: leaks ${marker}`).not.toContain(marker);
  if (expected === 'ok' && actor && res.status < 400) {
    recipe.remember?.({ statusCode: res.status, body: res.body } as LightMyRequestResponse, actor);
    if (!recipe.signsInAnother && /session_token=[^;\s]/.test(res.setCookie)) actor.cookie = res.setCookie;
    if (recipe.endsSession) {
      const old = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldCookie as string } });
      expect(old.statusCode, `${where}: the ended session still works`).toBe(401);
      if (actor.cookie === oldCookie) await signInAgain(t, actor);
    }
  }
  return res;
}

describe('access map', () => {
  it('classifies every route the app registers, and nothing else', () => {
    const keys = Object.keys(ACCESS_MAP);
    const unclassified = registeredRoutes()
      .filter((r) => !keys.some((k) => coveredBy(k) === r.url && k.startsWith(`${r.method} `)))
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified, 'add these routes to robustness/access-map.ts').toEqual([]);
    expect(
      keys.filter((k) => !coveredBy(k)),
      'these entries name no registered route',
    ).toEqual([]);
    expect(Object.keys(REQUESTS).sort(), 'access-requests.ts needs a recipe per entry').toEqual([...keys].sort());
  });

  it('answers HEAD wherever it answers GET', () => {
    const heads = new Set(t.app.routeTable.filter((r) => r.method === 'HEAD').map((r) => r.url));
    const missing = registeredRoutes()
      .filter((r) => r.method === 'GET' && !heads.has(r.url))
      .map((r) => r.url);
    expect(missing).toEqual([]);
  });
});

describe('a guest with a malformed body', () => {
  // Schema validation may answer before the session check (docs/decisions/0901): 400 or 401 are
  // both right, as long as nothing is written and nothing is returned but the error.
  it('gets 400 or 401 from every protected route, and nothing changes', async () => {
    const wrong: string[] = [];
    for (const [key, recipe] of Object.entries(REQUESTS)) {
      const [method, route] = keyParts(key);
      if (ACCESS_MAP[key]?.kind === 'public' || method === 'GET' || recipe.multipart || recipe.stream) continue;
      // The factor route's URL needs an enrolled owner; any id serves a guest.
      const url = route.includes(':factorId')
        ? fill(route, f, { factorId: '00000000-0000-4000-8000-000000000000' })
        : recipe.url
          ? await recipe.url({ t, f, actor: null })
          : fill(route, f);
      const before = await digest();
      const res = await t.app.inject({ method: method as 'POST', url, payload: { notAField: '<b>x</b>' } });
      const shaped = (JSON.parse(res.body) as { error?: { code?: unknown } }).error?.code !== undefined;
      const changed = changedTables(before, await digest());
      if (![400, 401].includes(res.statusCode) || !shaped || changed.length) {
        wrong.push(`${key} → ${res.statusCode} ${changed.join(' ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('authorization matrix', () => {
  it.each(Object.keys(REQUESTS))('%s', async (key) => {
    const access = ACCESS_MAP[key] as Access;
    const [method] = keyParts(key);
    // Refusals first: an allowed call may delete the object or end the session the others use.
    const order = [...ACTORS].sort(
      (a, b) => Number(expectedFor(access, a) === 'ok') - Number(expectedFor(access, b) === 'ok'),
    );
    for (const who of order) {
      const expected = expectedFor(access, who);
      const res = await check(key, method, who, expected);
      if (method === 'GET') {
        const head = await check(key, 'HEAD', who, expected);
        expect(head.status, `HEAD mirrors GET for ${key} as ${who}`).toBe(res.status);
        expect(head.body, `HEAD ${key} has no body`).toBe('');
      }
    }
  });
});
