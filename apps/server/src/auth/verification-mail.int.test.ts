import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { ADULT_BIRTH_MONTH, uniqueEmail } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

async function signUp(name: string, email: string, password = 'secret-pass-1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password, ...ADULT_BIRTH_MONTH },
  });
  expect(res.statusCode).toBe(200);
}

function signIn(email: string, password: string, i: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: `10.33.0.${i}`,
  });
}

describe('verification mails re-sent on sign-in', () => {
  it('finding 3: correct sign-ins to an unverified account re-send at most 3 mails an hour', async () => {
    const email = uniqueEmail('unverified-resend');
    await signUp('Robin Reader', email);
    expect(mailsTo(email)).toHaveLength(1);
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(email, 'secret-pass-1', i);
      expect(res.statusCode).toBe(403);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('email_not_verified');
    }
    // The sign-up mail and three re-sends; the 4th and 5th sign-ins of the hour send nothing.
    expect(mailsTo(email)).toHaveLength(4);
    // The explicit resend shares that budget.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email },
      remoteAddress: '10.33.1.1',
    });
    expect(resend.statusCode).toBe(429);
    expect(mailsTo(email)).toHaveLength(4);
  });

  it('finding 3: a wrong password to an unverified account sends no mail', async () => {
    const email = uniqueEmail('unverified-wrong');
    await signUp('Robin Reader', email);
    expect((await signIn(email, 'not-the-password', 9)).statusCode).toBe(401);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('finding 3: the greeting of a verification mail carries no text that could be a link', async () => {
    const email = uniqueEmail('unverified-greeting');
    await signUp('Claim your prize at evil.example', email);
    const [mail] = mailsTo(email);
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
    expect(mail?.text).toMatch(/^Hi there,/);
  });
});
