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

const check = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Each case first makes the session cached, so a 401 afterwards proves the cache was evicted. */
async function cachedSession() {
  const user = await signUpAndIn(t.app, t.mails);
  expect((await check(user.cookie)).statusCode).toBe(200);
  expect((await check(user.cookie)).statusCode).toBe(200);
  return user;
}

describe('GET /api/session', () => {
  it('answers 401 in the error shape without a session', async () => {
    const res = await check();
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in first' } });
  });

  it('names the user and the expiry for a valid session', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    const res = await check(user.cookie);
    expect(res.statusCode).toBe(200);
    const body = json<{ user: { email: string }; expiresAt: string }>(res);
    expect(body.user.email).toBe(user.email);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a cached session whose signature was altered', async () => {
    const user = await cachedSession();
    const forged = user.cookie.replace(/\.([^.;]+)(;|$)/, '.AAAA$1$2');
    expect(forged).not.toBe(user.cookie);
    expect((await check(forged)).statusCode).toBe(401);
  });

  it('refuses a cached session right after sign-out', async () => {
    const user = await cachedSession();
    expect((await post('/api/auth/sign-out', user.cookie)).statusCode).toBe(200);
    expect((await check(user.cookie)).statusCode).toBe(401);
  });

  it('refuses a cached session right after clearing the authentication data', async () => {
    const user = await cachedSession();
    expect((await post('/api/session/clear', user.cookie)).statusCode).toBe(200);
    expect((await check(user.cookie)).statusCode).toBe(401);
  });

  it('refuses the other devices right after a password change that signs them out', async () => {
    const user = await cachedSession();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    const secondCookie = cookieFrom(second);
    const change = await post('/api/auth/change-password', secondCookie, {
      currentPassword: user.password,
      newPassword: 'another-pass-2',
      revokeOtherSessions: true,
    });
    expect(change.statusCode).toBe(200);
    expect((await check(user.cookie)).statusCode).toBe(401);
  });

  it('refuses every cached session right after a password reset', async () => {
    const user = await cachedSession();
    await post('/api/auth/request-password-reset', '', { email: user.email, redirectTo: '/reset-password' });
    const mail = t.mails.findLast((m) => m.to === user.email && /reset/i.test(m.subject));
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const token = new URL(follow.headers.location as string, t.config.appUrl).searchParams.get('token') as string;
    const reset = await post('/api/auth/reset-password', '', { token, newPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect((await check(user.cookie)).statusCode).toBe(401);
  });
});
