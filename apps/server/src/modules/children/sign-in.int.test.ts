import { messages } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpChild, uniqueUsername } from '../../test/children.js';
import { totpCode } from '../../test/totp.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

const byUsername = (username: string, password: string, remoteAddress = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/children/sign-in', payload: { username, password }, remoteAddress });
const byEmail = (email: string, password: string, remoteAddress = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });
const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

async function usernameOf(cookie: string) {
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return json<{ profile: { username: string } }>(me).profile.username;
}

describe('POST /api/children/sign-in', () => {
  it('signs a child back in with the username, in any letter case', async () => {
    const child = await signUpChild(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie: child.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await session(child.cookie)).statusCode).toBe(401);

    const res = await byUsername(` ${child.username.toUpperCase()} `, child.password);
    expect(res.statusCode).toBe(200);
    const check = await session(cookieFrom(res));
    expect(check.statusCode).toBe(200);
    expect(json<{ user: unknown }>(check).user).toMatchObject({ id: child.id, ageBand: 'child', standing: 'holding' });
  });

  it('signs any member in with their username', async () => {
    const adult = await signUpAndIn(t.app, t.mails);
    const res = await byUsername(await usernameOf(adult.cookie), adult.password);
    expect(res.statusCode).toBe(200);
    expect(json<{ user: { email: string } }>(res).user.email).toBe(adult.email);
    expect((await session(cookieFrom(res))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown username alike', async () => {
    const child = await signUpChild(t);
    const wrong = await byUsername(child.username, 'not-the-password', '10.21.0.1');
    const unknown = await byUsername(uniqueUsername('nobody'), child.password, '10.21.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(json<ErrorBody>(res)).toEqual({
        error: { code: 'invalid_credentials', message: messages.auth.invalidCredentials },
      });
      expect(cookieFrom(res)).not.toMatch(/session_token=[^;]/);
    }
  });

  it('refuses the 11th wrong password from one address, counting the email route too', async () => {
    const child = await signUpChild(t);
    const ip = '10.22.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2 ? await byEmail(child.email, 'wrong-password', ip) : await byUsername(child.username, 'wrong', ip);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await byUsername(child.username, child.password, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<ErrorBody>(eleventh).error.code).toBe('rate_limited');
    expect((await byEmail(child.email, child.password, ip)).statusCode).toBe(429);
    // The account's owner elsewhere still gets in (after the slow-down), as with the email route.
    expect((await byUsername(child.username, child.password, '10.22.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('limits guesses at an unknown username the same way', async () => {
    const ip = '10.23.0.1';
    const name = uniqueUsername('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await byUsername(name, 'wrong-password', ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  }, 60_000);

  it('continues to the second factor when the account has an authenticator', async () => {
    const adult = await signUpAndIn(t.app, t.mails);
    const username = await usernameOf(adult.cookie);
    const post = (url: string, payload: object, cookie: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const enable = await post('/api/auth/two-factor/enable', { password: adult.password }, adult.cookie);
    const { totpURI, backupCodes } = json<{ totpURI: string; backupCodes: string[] }>(enable);
    expect((await post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) }, adult.cookie)).statusCode).toBe(
      200,
    );

    const first = await byUsername(username, adult.password, '10.24.0.1');
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(cookieFrom(first)).not.toMatch(/session_token=[^;]/);
    const second = await post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] as string },
      cookieFrom(first),
    );
    expect(second.statusCode).toBe(200);
    expect((await session(cookieFrom(second))).statusCode).toBe(200);
  });

  it('refuses a body that is not a username and a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/children/sign-in',
      payload: { email: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).error.code).toBe('validation_failed');
  });
});
