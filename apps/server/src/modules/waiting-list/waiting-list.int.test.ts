import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';

let t: TestApp;
let ip = 0;
/** Each call comes from its own address, so the per-IP limit only trips where a test wants it to. */
const nextIp = () => {
  ip += 1;
  return `10.1.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

function join(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/waiting-list', payload, remoteAddress });
}

async function count(): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('waiting_list')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function keptTotal(): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('list_totals')
    .select('total')
    .where('name', '=', 'waiting_list')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/waiting-list', () => {
  it('stores a sign-up with role and interests, or nulls when none are given', async () => {
    const res = await join({ name: 'Ada', email: 'ada.wl@example.com', role: 'student', interests: ['storytelling'] });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ ok: true });
    await join({ name: 'Bo', email: 'bo.wl@example.com', role: null, interests: null });
    const rows = await t.app.ctx.db
      .selectFrom('waiting_list')
      .select(['name', 'role', 'interests'])
      .where('email', 'in', ['ada.wl@example.com', 'bo.wl@example.com'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'Ada', role: 'student', interests: ['storytelling'] },
      { name: 'Bo', role: null, interests: null },
    ]);
  });

  it('answers a duplicate email, in any case, with 409 and the spec text', async () => {
    await join({ name: 'Cy', email: 'cy.wl@example.com' });
    const res = await join({ name: 'Cy again', email: 'CY.WL@Example.com' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      error: {
        code: 'already_registered',
        message: 'This email is already on our waiting list. Thank you for your interest!',
      },
    });
  });

  it('refuses a bad email with the validator message, unknown options and unknown keys', async () => {
    const bad = await join({ name: 'Di', email: 'di@example' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(bad).error.message).toContain('Email domain must include a dot (.)');
    expect((await join({ name: 'Di', email: 'di@example.com', role: 'admin' })).statusCode).toBe(400);
    expect((await join({ name: 'Di', email: 'di@example.com', interests: ['cooking'] })).statusCode).toBe(400);
    expect((await join({ name: 'Di', email: 'di@example.com', isAdmin: true })).statusCode).toBe(400);
    expect((await join({ name: '  ', email: 'di@example.com' })).statusCode).toBe(400);
  });

  it('answers a filled honeypot exactly like success and stores nothing', async () => {
    const before = await count();
    const res = await join({ name: 'Bot', email: 'bot.wl@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ ok: true });
    expect(await count()).toBe(before);
  });

  it('finding 14: at most 20 sign-ups an hour from one address, then 429 with Retry-After', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      const res = await join({ name: 'Rate', email: `rate${i}.wl@example.com` }, address);
      expect(res.statusCode).toBe(201);
    }
    const refused = await join({ name: 'Rate', email: 'rate-over.wl@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(json<{ error: { code: string } }>(refused).error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await join({ name: 'Other', email: 'other-ip.wl@example.com' })).statusCode).toBe(201);
  });

  it('finding 14: past 5 duplicate answers an hour, an address cannot probe the list any more', async () => {
    const listed = Array.from({ length: 7 }, (_, i) => `probed${i}.wl@example.com`);
    for (const email of listed) expect((await join({ name: 'Listed', email })).statusCode).toBe(201);
    const prober = '192.0.2.88';
    const statuses: number[] = [];
    for (const email of listed) statuses.push((await join({ name: 'Probe', email }, prober)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
    const before = await count();
    // A new address answers the same once the budget is spent, so 429 tells nothing either.
    const fresh = await join({ name: 'Probe', email: 'not-listed-yet.wl@example.com' }, prober);
    expect(fresh.statusCode).toBe(429);
    expect(json<{ error: { code: string } }>(fresh).error.code).toBe('rate_limited');
    expect(await count()).toBe(before);
    // Another address still gets the spec's answer.
    const other = await join({ name: 'Listed', email: listed[0] as string });
    expect(other.statusCode).toBe(409);
  });

  it('200 concurrent sign-ups with 50 duplicate emails: the unique ones stored, duplicates 409, no 5xx', async () => {
    const unique = Array.from({ length: 150 }, (_, i) => `burst${i}.wl@example.com`);
    // 50 repeats of already-listed addresses, half of them in another case, all sent at once.
    const repeats = unique.slice(0, 50).map((email, i) => (i % 2 ? email.toUpperCase() : email));
    const emails = [...unique, ...repeats].sort(() => Math.random() - 0.5);
    const before = await count();
    const results = await Promise.all(emails.map((email) => join({ name: 'Burst', email })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(150);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50);
    expect(await count()).toBe(before + 150);
    const stored = await t.app.ctx.db
      .selectFrom('waiting_list')
      .select('email')
      .where('email', 'ilike', 'burst%')
      .execute();
    expect(new Set(stored.map((r) => r.email.toLowerCase())).size).toBe(150);
    // The trigger-kept total behind the admin list stayed exact through the burst.
    expect(await keptTotal()).toBe(await count());
  });

  it('keeps the unfiltered total exact through deletes and truncation', async () => {
    await t.app.ctx.db.deleteFrom('waiting_list').where('email', 'ilike', 'burst1%').execute();
    expect(await keptTotal()).toBe(await count());
    await sql`truncate waiting_list`.execute(t.app.ctx.db);
    expect(await keptTotal()).toBe(0);
  });
});
