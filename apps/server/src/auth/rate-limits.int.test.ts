import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

function signIn(app: TestApp['app'], email: string, password: string, remoteAddress = '10.1.1.1') {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });
}

describe('database-backed auth rate limits', () => {
  it('refuses wrong passwords for one account from one IP before the 20th, and still after a restart', async () => {
    const { email, password } = await signUpAndIn(t.app, t.mails);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(t.app, email, 'wrong-password')).statusCode);
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThan(19);
    expect(statuses.slice(0, first429).every((s) => s === 401)).toBe(true);

    const limited = await signIn(t.app, email, 'wrong-password');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<ErrorBody>(limited).error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    // The right password does not get through a locked account either.
    expect((await signIn(t.app, email, password)).statusCode).toBe(429);

    t = await t.restart();
    const afterRestart = await signIn(t.app, email, password);
    expect(afterRestart.statusCode).toBe(429);
    expect(afterRestart.headers['retry-after']).toBeDefined();
  });

  it('finding 13: the owner signs in from their own address after 10 wrong passwords from another', async () => {
    const { email, password } = await signUpAndIn(t.app, t.mails);
    const attacker = '10.13.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(t.app, email, 'wrong-password', attacker)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Failures from anywhere slow the account down (5 s after 10) rather than lock its owner out.
    const started = Date.now();
    const owner = await signIn(t.app, email, password, '10.13.0.2');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    // The owner's success clears the slow-down; the attacker's address stays refused.
    const again = Date.now();
    expect((await signIn(t.app, email, password, '10.13.0.3')).statusCode).toBe(200);
    expect(Date.now() - again).toBeLessThan(4_000);
    expect((await signIn(t.app, email, password, attacker)).statusCode).toBe(429);
  });

  it('does not count successful sign-ins against the account', async () => {
    const { email, password } = await signUpAndIn(t.app, t.mails);
    for (let i = 0; i < 12; i++) {
      expect((await signIn(t.app, email, password, `10.2.0.${i}`)).statusCode).toBe(200);
    }
  });

  it('limits sign-ins and sign-ups together per IP (30 per 5 minutes)', async () => {
    const ip = '10.3.3.3';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Flood', email: uniqueEmail('flood'), password: 'secret-pass-1', ...ADULT_BIRTH_MONTH },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    expect((await signIn(t.app, uniqueEmail('other'), 'whatever-1', '10.3.3.4')).statusCode).toBe(401);
  });

  it('limits password reset mails per address (3 per hour) with the same answer until then', async () => {
    const { email } = await signUpAndIn(t.app, t.mails);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
        remoteAddress: '10.4.4.4',
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const fourth = await ask();
    expect(fourth.statusCode).toBe(429);
    expect(t.mails.filter((m) => m.to === email && /reset/i.test(m.subject))).toHaveLength(3);
  });

  it('scales every limit with RATE_LIMIT_SCALE', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_SCALE: '2' });
    try {
      const { email } = await signUpAndIn(scaled.app, scaled.mails);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await scaled.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email, redirectTo: '/reset-password' },
          remoteAddress: '10.5.5.5',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await scaled.close();
    }
  });
});
