import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3600 * 1000;
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type UserSession = {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeen: string;
  current: boolean;
};

const as = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const sessionCheck = (cookie: string) => as(cookie, 'GET', '/api/session');

async function signInFrom(email: string, password: string, userAgent: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.66' },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

async function ageSession(cookie: string, createdDaysAgo: number, expiresInDays: number) {
  const token = decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)?.[1] ?? '');
  await t.app.ctx.db
    .updateTable('session')
    .set({
      createdAt: new Date(Date.now() - createdDaysAgo * DAY_MS),
      expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
    })
    .where('token', '=', token)
    .execute();
  t.app.ctx.sessions.clear();
}

describe('absolute session lifetime', () => {
  it('finding 11: refresh never extends a session beyond 30 days from its creation', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    await ageSession(cookie, 29, 1);
    const res = await as(cookie, 'POST', '/api/session/refresh', {});
    expect(res.statusCode).toBe(200);
    const expiresAt = new Date(json<{ expiresAt: string }>(res).expiresAt).getTime();
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DAY_MS + 5_000);
    expect(expiresAt).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    const check = json<{ expiresAt: string }>(await sessionCheck(cookie));
    expect(new Date(check.expiresAt).getTime()).toBe(expiresAt);
  });

  it('finding 11: a session past its absolute lifetime is refused everywhere, even if its expiry was pushed forward', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    await ageSession(cookie, 31, 7);
    const check = await sessionCheck(cookie);
    expect(check.statusCode).toBe(401);
    expect(json(check)).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in first' } });
    expect((await as(cookie, 'POST', '/api/session/refresh', {})).statusCode).toBe(401);
    expect((await as(cookie, 'GET', '/api/auth/token')).statusCode).toBe(401);
    expect(json(await as(cookie, 'GET', '/api/auth/get-session'))).toBeNull();
  });

  it('finding 11: better-auth’s own endpoints refuse a session past its absolute lifetime', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    await ageSession(cookie, 31, 7);
    expect((await as(cookie, 'GET', '/api/auth/token')).statusCode).toBe(401);
    expect((await sessionCheck(cookie)).statusCode).toBe(401);
  });
});

describe('Settings → Login Details: sessions', () => {
  it('finding 11: lists the user’s sessions with device, address, times and which one is this one', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    const phone = await signInFrom(user.email, user.password, SAFARI_IPHONE, '198.51.100.7');
    const laptop = await signInFrom(user.email, user.password, FIREFOX_LINUX, '198.51.100.8');
    const stranger = await signUpAndIn(t.app, t.mails);

    const res = await as(laptop, 'GET', '/api/me/sessions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = json<{ items: UserSession[] }>(res);
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Firefox on Linux', ip: '198.51.100.8' }),
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({ device: 'Safari on iPhone', ip: '198.51.100.7', current: false }),
    );
    for (const s of items) {
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(s.lastSeen))).toBe(false);
    }
    // Nothing of the session secret and nothing of other users.
    expect(res.body).not.toMatch(/token/i);
    const strangerIds = json<{ items: UserSession[] }>(await as(stranger.cookie, 'GET', '/api/me/sessions')).items;
    expect(strangerIds).toHaveLength(1);
    expect(items.map((s) => s.id)).not.toContain(strangerIds[0]?.id);
    expect((await sessionCheck(phone)).statusCode).toBe(200);
  });

  it('finding 11: signs out one other session; the current one and other users’ sessions cannot be ended here', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    const phone = await signInFrom(user.email, user.password, SAFARI_IPHONE, '198.51.100.9');
    const stranger = await signUpAndIn(t.app, t.mails);
    expect((await sessionCheck(phone)).statusCode).toBe(200);
    const items = json<{ items: UserSession[] }>(await as(user.cookie, 'GET', '/api/me/sessions')).items;
    const phoneId = items.find((s) => !s.current)?.id as string;
    const currentId = items.find((s) => s.current)?.id as string;

    const byStranger = await as(stranger.cookie, 'DELETE', `/api/me/sessions/${phoneId}`);
    expect(byStranger.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(byStranger).error.code).toBe('not_found');
    expect((await sessionCheck(phone)).statusCode).toBe(200);

    const own = await as(user.cookie, 'DELETE', `/api/me/sessions/${currentId}`);
    expect(own.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(own).error.code).toBe('current_session');

    expect((await as(user.cookie, 'DELETE', `/api/me/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await sessionCheck(phone)).statusCode).toBe(401);
    expect((await sessionCheck(user.cookie)).statusCode).toBe(200);
    expect((await as(user.cookie, 'DELETE', `/api/me/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it('finding 11: signs out every other device at once, keeping this one', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    const phone = await signInFrom(user.email, user.password, SAFARI_IPHONE, '198.51.100.10');
    const laptop = await signInFrom(user.email, user.password, FIREFOX_LINUX, '198.51.100.11');
    const stranger = await signUpAndIn(t.app, t.mails);
    for (const cookie of [phone, laptop]) expect((await sessionCheck(cookie)).statusCode).toBe(200);

    const res = await as(user.cookie, 'POST', '/api/me/sessions/revoke-others', {});
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ revoked: 2 });
    for (const cookie of [phone, laptop]) expect((await sessionCheck(cookie)).statusCode).toBe(401);
    expect((await sessionCheck(user.cookie)).statusCode).toBe(200);
    expect((await sessionCheck(stranger.cookie)).statusCode).toBe(200);
    expect(json<{ items: UserSession[] }>(await as(user.cookie, 'GET', '/api/me/sessions')).items).toHaveLength(1);
  });
});
