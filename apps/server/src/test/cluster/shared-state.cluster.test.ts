import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../auth/limits.js';
import { SESSION_CACHE_TTL_MS } from '../../auth/session-cache.js';
import { migrations } from '../../db/migrations/index.js';
import { seeders } from '../../db/seed/index.js';
import { call, eventually, newMember, nextClientAddress } from './client.js';
import { type Cluster, clusterLogs, sharedCluster } from './harness.js';

/** How late past the cache's lifetime a sign-out may reach another instance: one poll and a slow answer. */
const SIGN_OUT_MARGIN_MS = 2_000;

let cluster: Cluster;
beforeAll(async () => {
  cluster = await sharedCluster();
});

const instance = (i: number) => cluster.instances[i % cluster.instances.length]?.url as string;

describe('three instances started at the same moment on an empty database', () => {
  it('all come up ready, with every migration and every demo seeder applied once', async () => {
    console.info(`instances ready after ${cluster.readyAfterMs.join(', ')} ms`);
    for (const [i] of cluster.instances.entries()) {
      const ready = await call(instance(i), 'GET', '/api/ready');
      expect(ready.status, clusterLogs(cluster)).toBe(200);
      expect(ready.json()).toEqual({ ready: true, database: 'ok' });
    }
    const applied = await cluster.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((r) => (r as { name: string }).name).sort()).toEqual(Object.keys(migrations).sort());
    const seeded = await cluster.db.selectFrom('seed_runs').select('name').execute();
    expect(seeded.map((r) => r.name).sort()).toEqual(seeders.map((s) => s.name).sort());
  });
});

describe('sessions across instances', () => {
  it(`a session made on one instance works on all; a sign-out is refused everywhere within ${SESSION_CACHE_TTL_MS / 1000} s`, async () => {
    const sam = await newMember(cluster, 'Sam Session', { via: instance(0) });
    // Each instance confirms the session now, so each holds it in its cache when the sign-out comes.
    for (const i of [0, 1, 2]) {
      const me = await sam.call(instance(i), 'GET', '/api/me');
      expect(me.status).toBe(200);
      expect(me.json<{ user: { id: string } }>().user.id).toBe(sam.id);
    }
    const signedOutAt = Date.now();
    expect((await sam.call(instance(1), 'POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await sam.call(instance(1), 'GET', '/api/me')).status).toBe(401);

    const refusedAfter = await Promise.all(
      [0, 2].map((i) =>
        eventually(
          async () =>
            (await sam.call(instance(i), 'GET', '/api/me')).status === 401 ? Date.now() - signedOutAt : undefined,
          SESSION_CACHE_TTL_MS + SIGN_OUT_MARGIN_MS,
          `instance ${i} to refuse the signed-out session`,
        ),
      ),
    );
    console.info(`sign-out refused on A after ${refusedAfter[0]} ms, on C after ${refusedAfter[1]} ms`);
    for (const i of [0, 1, 2]) expect((await sam.call(instance(i), 'GET', '/api/me')).status).toBe(401);
  });
});

describe('rate limits are shared by the instances', () => {
  it(`wrong passwords for one account from one address, spread over the instances: the ${AUTH_LIMITS.signInFailuresPerAccountAndIp.max + 1}th gets 429`, async () => {
    const victim = await newMember(cluster, 'Vera Victim');
    const attacker = nextClientAddress();
    const limit = AUTH_LIMITS.signInFailuresPerAccountAndIp.max;
    const attempt = (n: number) =>
      call(instance(n), 'POST', '/api/auth/sign-in/email', {
        address: attacker,
        origin: cluster.appUrl,
        body: { email: victim.email, password: `wrong-password-${n}` },
      });
    for (let n = 0; n < limit; n++) expect((await attempt(n)).status, `attempt ${n + 1}`).toBe(401);
    // The next one is refused on whichever instance it reaches.
    for (const n of [limit, limit + 1, limit + 2]) {
      const refused = await attempt(n);
      expect(refused.status, `attempt ${n + 1} on instance ${n % 3}`).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it(`sign-ins from one client through the proxy: ${AUTH_LIMITS.credentialsPerIp.max} pass, then 429, whatever X-Forwarded-For the client makes up`, async () => {
    const client = nextClientAddress();
    const limit = AUTH_LIMITS.credentialsPerIp.max;
    const attempt = (n: number, address: string) =>
      call(cluster.appUrl, 'POST', '/api/auth/sign-in/email', {
        address,
        origin: cluster.appUrl,
        // A client's own header is kept and the proxy appends the address it saw: only that one counts.
        headers: { 'x-forwarded-for': `127.0.250.${1 + (n % 250)}` },
        body: { email: `nobody.${n}.${Date.now()}@example.com`, password: 'not-the-password' },
      });
    const answers = [];
    for (let n = 0; n < limit + 3; n += 3) {
      answers.push(...(await Promise.all([n, n + 1, n + 2].map((k) => attempt(k, client)))));
    }
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(answers.length - limit);
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set([0, 1, 2]));
    // Another client behind the same proxy is not affected.
    expect((await attempt(0, nextClientAddress())).status).toBe(401);
  });
});
