import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail, verificationLink } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-up, verification, sign-in, sign-out', () => {
  it('refuses sign-in before the email is verified, with a message that says why', async () => {
    const email = uniqueEmail('unverified');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Ada Lovelace', email, password: 'secret-pass-1', ...ADULT_BIRTH_MONTH },
    });
    expect(up.statusCode).toBe(200);
    expect(up.headers['set-cookie']).toBeUndefined();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'secret-pass-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      error: { code: 'email_not_verified', message: expect.stringMatching(/not verified/) },
    });
  });

  it('sends a verification mail whose link verifies, then signs in and reads /api/me with the profile', async () => {
    const email = uniqueEmail('ada');
    const { cookie } = await signUpAndIn(t.app, t.mails, { email, name: 'Ada Lovelace' });
    const link = verificationLink(t.mails, email);
    expect(link.startsWith(`${t.config.appUrl}/api/auth/verify-email?token=`)).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = json<{
      user: { id: string; name: string; role: string };
      profile: { username: string; fullName: string };
    }>(me);
    expect(body.user).toMatchObject({ email, name: 'Ada Lovelace', role: 'user', emailVerified: true });
    expect(body.profile.username).toBe(`user_${body.user.id.slice(0, 8)}`);
    expect(body.profile.fullName).toBe('Ada Lovelace');
  });

  it('ends the session on sign-out', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(json(me)).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in first' } });
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const { email } = await signUpAndIn(t.app, t.mails);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
  });

  it('does not reveal whether an email is registered on sign-up', async () => {
    const { email } = await signUpAndIn(t.app, t.mails);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Someone Else', email, password: 'another-pass', ...ADULT_BIRTH_MONTH },
    });
    expect(again.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'another-pass' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('extends the session on refresh and re-sets the cookie', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const res = await t.app.inject({ method: 'POST', url: '/api/session/refresh', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(200);
    const { expiresAt } = json<{ expiresAt: string }>(res);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(cookieFrom(res)).toBe(cookie);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/session/refresh', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
