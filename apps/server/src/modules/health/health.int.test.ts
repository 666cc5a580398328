import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/paths.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET|HEAD /api/health', () => {
  it('reports app and database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'ok', app: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  // A PostgreSQL restart or failover ends every pooled connection; PGlite has no connections.
  it.runIf(testDatabaseKind() === 'postgres')('keeps serving after PostgreSQL ends its idle connections', async () => {
    const db = t.app.ctx.db;
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
    const ended = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db);
    expect(ended.rows[0]?.n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('reports the database as down with 503 when it is gone', async () => {
    await t.app.ctx.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
