import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { openStream } from '../test/community.js';
import { sampleValue } from '../test/metrics.js';
import { testDatabaseKind } from '../test/paths.js';
import { signUpAndIn } from '../test/users.js';
import { startMetricsListener } from './listener.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  cookie = (await signUpAndIn(t.app, t.mails)).cookie;
});
afterAll(async () => {
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, or with a wrong one, with 401 in the error shape', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { cookie, ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(json(res)).toMatchObject({ error: { code: 'unauthorized' } });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('storyloom_');
    }
  });

  it('answers the bearer in Prometheus text format, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE storyloom_http_requests_total counter');
    // prom-client's process metrics, in the app's own registry.
    expect(sampleValue(res.body, 'storyloom_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const postId = '7b0c5c3e-1d2a-4c4e-9a51-0f6f2d1e8a77';
    const before = await scrape();
    const counted = (body: string, labels: Record<string, string>) =>
      sampleValue(body, 'storyloom_http_requests_total', labels) ?? 0;
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const post = { method: 'GET', route: '/api/posts/:postId', status: '404' };
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };

    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const missing = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/secret-looking-path' });

    const after = await scrape();
    expect(counted(after, health) - counted(before, health)).toBe(2);
    expect(counted(after, post) - counted(before, post)).toBe(1);
    expect(counted(after, unmatched) - counted(before, unmatched)).toBe(1);
    expect(sampleValue(after, 'storyloom_http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(2);
    expect(after).not.toContain(postId);
    expect(after).not.toContain('secret-looking-path');
    expect(after).not.toContain('probe=1');
  });

  it('times database queries', async () => {
    const queries = (body: string) => sampleValue(body, 'storyloom_db_query_duration_seconds_count', { outcome: 'ok' });
    const before = queries(await scrape()) ?? 0;
    // /api/health runs `select 1`.
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const after = queries(await scrape()) ?? 0;
    expect(after).toBeGreaterThan(before);
    expect(sampleValue(await scrape(), 'storyloom_db_query_duration_seconds_sum', { outcome: 'ok' })).toBeGreaterThan(
      0,
    );
  });

  it('reports the database, and the PostgreSQL pool where there is one', async () => {
    const body = await scrape();
    expect(sampleValue(body, 'storyloom_database_info', { kind: testDatabaseKind() })).toBe(1);
    const total = sampleValue(body, 'storyloom_db_pool_connections', { state: 'total' });
    if (testDatabaseKind() === 'postgres') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sampleValue(body, 'storyloom_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total ?? 0);
      expect(sampleValue(body, 'storyloom_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(total).toBeUndefined();
    }
  });

  it('counts the live-stream clients connected to this instance', async () => {
    const live = async () => sampleValue(await scrape(), 'storyloom_live_clients');
    expect(await live()).toBe(0);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(baseUrl, cookie);
    await vi.waitFor(async () => expect(await live()).toBe(1));
    stream.close();
    await vi.waitFor(async () => expect(await live()).toBe(0));
  });

  it('counts AI generations by engine: the offline generator without a key', async () => {
    const calls = (body: string) => sampleValue(body, 'storyloom_ai_calls_total', { engine: 'offline', outcome: 'ok' });
    const before = calls(await scrape()) ?? 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/story',
      headers: { cookie },
      payload: { prompt: 'A fox who paints the moon' },
    });
    expect(res.statusCode).toBe(200);
    const after = await scrape();
    expect(calls(after)).toBe(before + 1);
    expect(sampleValue(after, 'storyloom_ai_calls_total', { engine: 'provider' })).toBeUndefined();
  });
});

describe('METRICS_PORT listener', () => {
  it('serves only /metrics, apart from the app, and asks for the token when one is set', async () => {
    const listener = await startMetricsListener(t.app.ctx.metrics, {
      port: 0,
      host: '127.0.0.1',
      token: undefined,
      log: t.app.ctx.log,
    });
    const guarded = await startMetricsListener(t.app.ctx.metrics, {
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
      log: t.app.ctx.log,
    });
    try {
      await t.app.inject({ method: 'GET', url: '/api/ready' });
      const res = await fetch(`${listener.url}/metrics`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(sampleValue(body, 'storyloom_http_requests_total', { route: '/api/ready', status: '200' })).toBe(1);

      const other = await fetch(`${listener.url}/api/health`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: { code: 'not_found' } });

      expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
      const allowed = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(allowed.status).toBe(200);
    } finally {
      await listener.close();
      await guarded.close();
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served on the main port: 404 like an unknown address, whatever the caller sends', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await plain.close();
    }
  });
});
