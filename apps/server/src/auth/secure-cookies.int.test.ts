import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn } from '../test/users.js';

/** Every Set-Cookie line of an answer. */
function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

const isSecure = (line: string) => /;\s*secure\s*(;|$)/i.test(line);

/**
 * APP_URL's scheme drives secure cookies (issue 18): behind HTTPS every cookie we or better-auth set
 * carries `Secure` (and better-auth's the `__Secure-` prefix); on plain http://localhost none does,
 * or the browser would drop them.
 */
describe.each([
  { appUrl: 'https://storyloom.example', secure: true },
  { appUrl: 'http://localhost:3000', secure: false },
])('with APP_URL=$appUrl', ({ appUrl, secure }) => {
  let t: TestApp;
  let account: { email: string; password: string };
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: appUrl });
    const { email, password } = await signUpAndIn(t.app, t.mails);
    account = { email, password };
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectCookies(res: LightMyRequestResponse, what: string) {
    const lines = setCookies(res);
    expect(lines.length, `${what} set no cookie`).toBeGreaterThan(0);
    for (const line of lines) expect(isSecure(line), `${what}: ${line.split('=')[0]}`).toBe(secure);
  }

  it('marks the session cookies of a sign-in, a refresh and a sign-out', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: account });
    expect(signIn.statusCode).toBe(200);
    expectCookies(signIn, 'sign-in');
    const session = setCookies(signIn).find((line) => line.includes('storyloom.session_token='));
    expect(session?.startsWith('__Secure-')).toBe(secure);

    const cookie = cookieFrom(signIn);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { cookie },
      payload: {},
    });
    expect(refresh.statusCode).toBeLessThan(300);
    expectCookies(refresh, 'session refresh');

    const clear = await t.app.inject({ method: 'POST', url: '/api/session/clear', headers: { cookie }, payload: {} });
    expect(clear.statusCode).toBeLessThan(300);
    expectCookies(clear, 'sign-out');
  });

  it('marks the age screen’s browser id cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/age-screen', payload: ADULT_BIRTH_MONTH });
    expect(res.statusCode).toBe(200);
    expectCookies(res, 'age screen');
  });
});
