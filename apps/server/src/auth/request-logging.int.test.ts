import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpAndIn, verificationLink } from '../test/users.js';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: createLogger('info', sink) });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('request logs', () => {
  it('finding 6: reset and verification tokens in URLs never reach the log', async () => {
    const { email } = await signUpAndIn(t.app, t.mails);
    const verifyUrl = new URL(verificationLink(t.mails, email));
    const verifyToken = verifyUrl.searchParams.get('token') as string;
    // Following the link again (already used) is logged like any request.
    await get(`${verifyUrl.pathname}${verifyUrl.search}`);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });
    const link = t.mails.findLast((m) => m.to === email && /reset/i.test(m.subject))?.text.match(/https?:\/\/\S+/)?.[0];
    const resetUrl = new URL(link as string);
    const resetToken = resetUrl.pathname.split('/').pop() as string;
    const landing = await get(`${resetUrl.pathname}${resetUrl.search}`);
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, t.config.appUrl);
    expect(target.searchParams.get('token')).toBe(resetToken);
    await get(`${target.pathname}${target.search}`);
    await get(`/api/auth/verify-email?callbackURL=${encodeURIComponent(`/x?token=${resetToken}`)}`);
    await get('/settings/team?invitation=invitation-secret-value-123');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, newPassword: 'a-brand-new-pass-4' },
    });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/auth/reset-password/');
    expect(log).toContain('/api/auth/verify-email?');
    for (const secret of [verifyToken, resetToken, 'invitation-secret-value-123']) {
      expect(log).not.toContain(secret);
    }
  });
});
