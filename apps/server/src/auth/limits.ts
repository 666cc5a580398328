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
  signInFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  mailsPerIp: { max: 10, windowSeconds: 60 * 60 },
  mailsPerAddress: { max: 3, windowSeconds: 60 * 60 },
  codeChecksPerIp: { max: 30, windowSeconds: 5 * 60 },
  passwordChecksPerUser: { max: 10, windowSeconds: 15 * 60 },
  sessionRefreshesPerIp: { max: 150, windowSeconds: 5 * 60 },
} as const satisfies Record<string, Limit>;

export interface LimitRule {
  key: string;
  limit: Limit;
  /** Counted only when the request fails (a wrong password); a success takes the hit back. */
  failuresOnly?: boolean;
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

/** Which counters a better-auth request (path under /api/auth) hits before it is handled. */
export function rulesForAuthRequest(subPath: string, { ip, body, sessionKey }: AuthRequestFacts): LimitRule[] {
  const perUser = (name: string): LimitRule[] =>
    sessionKey ? [{ key: `${name}:session:${sessionKey}`, limit: L.passwordChecksPerUser }] : [];
  switch (subPath) {
    case '/sign-in/email':
      return [
        { key: `credentials:ip:${ip}`, limit: L.credentialsPerIp },
        { key: `sign-in:account:${address(body)}`, limit: L.signInFailuresPerAccount, failuresOnly: true },
      ];
    case '/sign-up/email':
      return [{ key: `credentials:ip:${ip}`, limit: L.credentialsPerIp }];
    case '/request-password-reset':
    case '/send-verification-email':
      return [
        { key: `mail:ip:${ip}`, limit: L.mailsPerIp },
        { key: `mail:address:${subPath}:${address(body)}`, limit: L.mailsPerAddress },
      ];
    case '/reset-password':
    case '/two-factor/verify-totp':
    case '/two-factor/verify-backup-code':
    case '/two-factor/verify-otp':
      return [{ key: `codes:ip:${ip}`, limit: L.codeChecksPerIp }];
    case '/change-password':
    case '/two-factor/enable':
    case '/two-factor/disable':
    case '/two-factor/get-totp-uri':
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
