import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { startDraining } from './readiness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET|HEAD /api/ready', () => {
  it('is ready once the app is built (migrated, database answering), and never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ready: true, database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives every answer a request id, a new one per request', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/ready' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('answers 503 while the instance drains for shutdown, while liveness stays 200', async () => {
    startDraining(t.app);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toEqual({ ready: false, database: 'ok' });
    expect((await t.app.inject({ method: 'HEAD', url: '/api/ready' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
