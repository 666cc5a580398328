import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, rulesForAuthRequest, SIGN_IN_SLOW_DOWN, sessionKeyOf, slowDownDelayMs } from './limits.js';

const facts = { ip: '10.0.0.1', body: { email: ' Ada@Example.com ' }, sessionKey: 'abc' };

describe('auth rate limit rules', () => {
  it('limits sign-in per IP, refuses failures per account and IP, slows failures per account (email case-insensitive)', () => {
    expect(rulesForAuthRequest('/sign-in/email', facts)).toEqual([
      { key: 'credentials:ip:10.0.0.1', limit: AUTH_LIMITS.credentialsPerIp },
      {
        key: 'sign-in:account-ip:ada@example.com|10.0.0.1',
        limit: AUTH_LIMITS.signInFailuresPerAccountAndIp,
        failuresOnly: true,
      },
      {
        key: 'sign-in:account:ada@example.com',
        limit: AUTH_LIMITS.signInFailuresPerAccount,
        slowDown: SIGN_IN_SLOW_DOWN,
      },
    ]);
  });

  it('slows sign-ins after 5 failures: 250 ms, doubling, at most 5 s', () => {
    const free = AUTH_LIMITS.signInFailuresPerAccount.max;
    const delays = Array.from({ length: 12 }, (_, n) => slowDownDelayMs(n, free, SIGN_IN_SLOW_DOWN));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    expect(slowDownDelayMs(10_000, free, SIGN_IN_SLOW_DOWN)).toBe(5000);
  });

  it('counts verification mails per address for the explicit resend (sign-in re-sends share the key)', () => {
    expect(rulesForAuthRequest('/send-verification-email', facts).map((r) => r.key)).toEqual([
      'mail:ip:10.0.0.1',
      'mail:address:/send-verification-email:ada@example.com',
    ]);
  });

  it('shares the per-IP credentials window between sign-in and sign-up', () => {
    expect(rulesForAuthRequest('/sign-up/email', facts)[0]?.key).toBe('credentials:ip:10.0.0.1');
  });

  it('limits mails per IP and per address, and code checks per IP', () => {
    expect(rulesForAuthRequest('/request-password-reset', facts).map((r) => r.key)).toEqual([
      'mail:ip:10.0.0.1',
      'mail:address:/request-password-reset:ada@example.com',
    ]);
    for (const path of ['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/reset-password']) {
      expect(rulesForAuthRequest(path, facts)).toEqual([
        { key: 'codes:ip:10.0.0.1', limit: AUTH_LIMITS.codeChecksPerIp },
      ]);
    }
  });

  it('limits password checks per IP and per session', () => {
    expect(rulesForAuthRequest('/change-password', facts).map((r) => r.key)).toEqual([
      'password-checks:ip:10.0.0.1',
      'password-checks:session:abc',
    ]);
    expect(rulesForAuthRequest('/get-session', facts)).toEqual([]);
  });

  it('is at least as strict as the hosted defaults (30 per 5 minutes per IP)', () => {
    expect(AUTH_LIMITS.credentialsPerIp.max / AUTH_LIMITS.credentialsPerIp.windowSeconds).toBeLessThanOrEqual(30 / 300);
    expect(AUTH_LIMITS.codeChecksPerIp.max / AUTH_LIMITS.codeChecksPerIp.windowSeconds).toBeLessThanOrEqual(30 / 300);
  });

  it('keys a session by a hash of its cookie, never the token itself', () => {
    const key = sessionKeyOf('theme=x; storyloom.session_token=secret-token.sig');
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain('secret');
    expect(sessionKeyOf('theme=x')).toBeNull();
  });
});
