import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../test/app.js';
import { totpCode } from '../test/totp.js';
import { signUpAndIn } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type ErrorBody = { error: { code: string; message: string } };
type Overview = {
  factors: Array<{ id: string; status: string; factorType: string }>;
  assuranceLevel: string;
  backupCodesRemaining: number | null;
};

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

/** Moves the clock `steps` TOTP periods on (Date only: timers and the database clock run as usual). */
function advanceSteps(steps: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + steps * 30_000);
}

async function overview(cookie: string): Promise<Overview> {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/security', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return json<Overview>(res);
}

/** Signs up, enrols an authenticator and activates it with a code; returns what a user would keep. */
async function enrolledUser() {
  const user = await signUpAndIn(t.app, t.mails);
  const enable = await post('/api/auth/two-factor/enable', { password: user.password }, user.cookie);
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = json<{ totpURI: string; backupCodes: string[] }>(enable);
  const enrolmentCode = totpCode(totpURI);
  const verify = await post('/api/auth/two-factor/verify-totp', { code: enrolmentCode }, user.cookie);
  expect(verify.statusCode).toBe(200);
  return { ...user, cookie: cookieFrom(verify) || user.cookie, totpURI, backupCodes, enrolmentCode };
}

async function passwordStep(email: string, password: string): Promise<LightMyRequestResponse> {
  const res = await post('/api/auth/sign-in/email', { email, password });
  expect(res.statusCode).toBe(200);
  expect(json(res)).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  return res;
}

describe('TOTP enrolment', () => {
  it('starts unverified at aal1, becomes verified at aal2 with a code, with 10 backup codes', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    expect(await overview(user.cookie)).toEqual({ factors: [], assuranceLevel: 'aal1', backupCodesRemaining: null });

    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'not-it' }, user.cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(json<ErrorBody>(wrongPassword).error.message).toBe('Current password is incorrect');

    const enable = await post('/api/auth/two-factor/enable', { password: user.password }, user.cookie);
    const { totpURI, backupCodes } = json<{ totpURI: string; backupCodes: string[] }>(enable);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Storyloom:.+\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    const pending = await overview(user.cookie);
    expect(pending.factors).toEqual([expect.objectContaining({ factorType: 'totp', status: 'unverified' })]);
    expect(pending.assuranceLevel).toBe('aal1');

    const bad = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, user.cookie);
    expect(bad.statusCode).toBe(401);
    const code = totpCode(totpURI);
    const good = await post('/api/auth/two-factor/verify-totp', { code }, user.cookie);
    expect(good.statusCode).toBe(200);
    const cookie = cookieFrom(good);
    expect(await overview(cookie)).toMatchObject({ assuranceLevel: 'aal2', backupCodesRemaining: 10 });
    expect((await overview(cookie)).factors[0]?.status).toBe('verified');

    const again = await post('/api/auth/two-factor/verify-totp', { code }, cookie);
    expect(again.statusCode).toBe(401);
    expect(json<ErrorBody>(again).error.code).toBe('code_already_used');
  });

  it('refuses the email/SMS code method and malformed codes', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    const otp = await post('/api/auth/two-factor/enable', { password: user.password, method: 'otp' }, user.cookie);
    expect(otp.statusCode).toBe(400);
    expect((await post('/api/auth/two-factor/send-otp', {}, user.cookie)).statusCode).toBe(404);
    expect((await post('/api/auth/two-factor/verify-totp', { code: '12345' }, user.cookie)).statusCode).toBe(400);
  });
});

describe('sign-in with TOTP', () => {
  it('asks for the code after the password; a wrong code fails; a right code works once only', async () => {
    const user = await enrolledUser();
    const first = await passwordStep(user.email, user.password);
    expect(cookieFrom(first)).not.toMatch(/session_token=[^;]/);

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' }, cookieFrom(first));
    expect(wrong.statusCode).toBe(401);
    expect(json<ErrorBody>(wrong).error.code).toBe('invalid_code');

    advanceSteps(1);
    const code = totpCode(user.totpURI);
    const ok = await post('/api/auth/two-factor/verify-totp', { code }, cookieFrom(first));
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(ok) } });
    expect(me.statusCode).toBe(200);

    const second = await passwordStep(user.email, user.password);
    const replay = await post('/api/auth/two-factor/verify-totp', { code }, cookieFrom(second));
    expect(replay.statusCode).toBe(401);
    expect(json<ErrorBody>(replay).error).toEqual({
      code: 'code_already_used',
      message: 'This code has already been used. Wait for the next code from your app.',
    });
    // An older step is refused as well, even though better-auth's window would accept it.
    const older = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(user.totpURI, { steps: -1 }) },
      cookieFrom(second),
    );
    expect(json<ErrorBody>(older).error.code).toBe('code_already_used');
  });

  it('accepts each backup code once', async () => {
    const user = await enrolledUser();
    const [backup] = user.backupCodes;
    const first = await passwordStep(user.email, user.password);
    const ok = await post('/api/auth/two-factor/verify-backup-code', { code: backup }, cookieFrom(first));
    expect(ok.statusCode).toBe(200);
    expect((await overview(cookieFrom(ok))).backupCodesRemaining).toBe(9);
    const second = await passwordStep(user.email, user.password);
    const reused = await post('/api/auth/two-factor/verify-backup-code', { code: backup }, cookieFrom(second));
    expect(reused.statusCode).toBe(401);
  });

  it('a password reset ends the old sessions and does not skip the code at the next sign-in', async () => {
    const user = await enrolledUser();
    const ask = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    expect(ask.statusCode).toBe(200);
    const mail = t.mails.findLast((m) => m.to === user.email && /reset/i.test(m.subject));
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location as string, t.config.appUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token') as string;

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(old.statusCode).toBe(401);
    const reuse = await post('/api/auth/reset-password', { token, newPassword: 'another-pass-1' });
    expect(json<ErrorBody>(reuse).error.code).toBe('invalid_token');

    await passwordStep(user.email, 'brand-new-pass');
  });
});

describe('removing the authenticator', () => {
  it('needs the password or a fresh code, is refused to guests and for another user, and drops to aal1', async () => {
    const user = await enrolledUser();
    const other = await enrolledUser();
    const factorId = (await overview(user.cookie)).factors[0]?.id as string;
    const remove = (payload: object, cookie?: string, id = factorId) =>
      t.app.inject({ method: 'DELETE', url: `/api/me/factors/${id}`, payload, headers: cookie ? { cookie } : {} });

    expect((await remove({ password: user.password })).statusCode).toBe(401);
    expect((await remove({ password: other.password }, other.cookie)).statusCode).toBe(404);
    expect((await remove({ password: user.password, code: '123456' }, user.cookie)).statusCode).toBe(400);
    expect((await remove({ password: user.password }, user.cookie, 'not-a-uuid')).statusCode).toBe(400);

    const wrong = await remove({ password: 'wrong-one' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).error.message).toBe('Current password is incorrect');
    // The very code the enrolment spent (a code read now could belong to the next step when the
    // test crosses a 30 s boundary, and would rightly be accepted).
    const replayed = await remove({ code: user.enrolmentCode }, user.cookie);
    expect(json<ErrorBody>(replayed).error.code).toBe('code_already_used');

    advanceSteps(1);
    expect((await remove({ code: totpCode(user.totpURI) }, user.cookie)).statusCode).toBe(204);
    expect(await overview(user.cookie)).toEqual({ factors: [], assuranceLevel: 'aal1', backupCodesRemaining: null });
    const signIn = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(json(signIn)).toMatchObject({ user: { email: user.email } });
    expect((await overview(other.cookie)).assuranceLevel).toBe('aal2');
  });
});
