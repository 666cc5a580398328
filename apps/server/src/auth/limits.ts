import { createHash } from 'node:crypto';
import { sessionCookieOf } from './cookies.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Our auth limits: each at least as strict as a hosted auth service's default (Supabase: 30
 * sign-ins and sign-ups per 5 minutes per IP, 30 code verifications per 5 minutes per IP, 150
 * session refreshes per 5 minutes per IP), plus per-account and per-address limits it has not.
 */
export const AUTH_LIMITS = {
  credentialsPerIp: { max: 30, windowSeconds: 5 * 60 },
  /** Refuses one address guessing one account's password; the owner elsewhere is not locked out. */
  signInFailuresPerAccountAndIp: { max: 10, windowSeconds: 15 * 60 },
  /** Failures on one account from anywhere: this many are free, then each answer waits longer. */
  signInFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  mailsPerIp: { max: 10, windowSeconds: 60 * 60 },
  mailsPerAddress: { max: 3, windowSeconds: 60 * 60 },
  codeChecksPerIp: { max: 30, windowSeconds: 5 * 60 },
  passwordChecksPerUser: { max: 10, windowSeconds: 15 * 60 },
  sessionRefreshesPerIp: { max: 150, windowSeconds: 5 * 60 },
} as const satisfies Record<string, Limit>;

/** 250 ms after the free failures, doubling with each further one, never more than 5 s. */
export const SIGN_IN_SLOW_DOWN = { baseMs: 250, maxMs: 5_000 } as const;

export interface SlowDown {
  baseMs: number;
  maxMs: number;
}

export interface LimitRule {
  key: string;
  limit: Limit;
  /** Counted only when the request fails (a wrong password); a success takes the hit back. */
  failuresOnly?: boolean;
  /**
   * Never refuses: past `limit.max` earlier failures the request waits before it is handled
   * (see slowDownDelayMs). Counts failures only; a success clears the count.
   */
  slowDown?: SlowDown;
}

/** How long to wait after `failures` earlier failures when `free` of them cost nothing. */
export function slowDownDelayMs(failures: number, free: number, { baseMs, maxMs }: SlowDown): number {
  if (failures < free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures - free, 30));
}

export interface AuthRequestFacts {
  ip: string;
  body: Record<string, unknown>;
  /** A stable, non-secret handle on the caller's session cookie, when there is one. */
  sessionKey: string | null;
}

const L = AUTH_LIMITS;

function address(body: Record<string, unknown>): string {
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Verification mails to one address, whether asked for or re-sent by a sign-in (issue 13). */
export function verificationMailRule(email: string): LimitRule {
  return { key: `mail:address:/send-verification-email:${email.trim().toLowerCase()}`, limit: L.mailsPerAddress };
}

/** Which counters a better-auth request (path under /api/auth) hits before it is handled. */
export function rulesForAuthRequest(subPath: string, { ip, body, sessionKey }: AuthRequestFacts): LimitRule[] {
  const perUser = (name: string): LimitRule[] =>
    sessionKey ? [{ key: `${name}:session:${sessionKey}`, limit: L.passwordChecksPerUser }] : [];
  switch (subPath) {
    case '/sign-in/email':
      return [
        { key: `credentials:ip:${ip}`, limit: L.credentialsPerIp },
        {
          key: `sign-in:account-ip:${address(body)}|${ip}`,
          limit: L.signInFailuresPerAccountAndIp,
          failuresOnly: true,
        },
        { key: `sign-in:account:${address(body)}`, limit: L.signInFailuresPerAccount, slowDown: SIGN_IN_SLOW_DOWN },
      ];
    case '/sign-up/email':
      return [{ key: `credentials:ip:${ip}`, limit: L.credentialsPerIp }];
    case '/request-password-reset':
      return [
        { key: `mail:ip:${ip}`, limit: L.mailsPerIp },
        { key: `mail:address:${subPath}:${address(body)}`, limit: L.mailsPerAddress },
      ];
    case '/send-verification-email':
      return [{ key: `mail:ip:${ip}`, limit: L.mailsPerIp }, verificationMailRule(address(body))];
    case '/reset-password':
    case '/two-factor/verify-totp':
    case '/two-factor/verify-backup-code':
      return [{ key: `codes:ip:${ip}`, limit: L.codeChecksPerIp }];
    case '/change-password':
    case '/two-factor/enable':
    case '/two-factor/disable':
    case '/two-factor/generate-backup-codes':
      return [{ key: `password-checks:ip:${ip}`, limit: L.codeChecksPerIp }, ...perUser('password-checks')];
    default:
      return [];
  }
}

/** A hash of the session cookie: keys a per-session counter without storing the secret. */
export function sessionKeyOf(cookieHeader: string | undefined): string | null {
  const token = sessionCookieOf(cookieHeader)?.value;
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : null;
}
