import type { FastifyBaseLogger } from 'fastify';

interface AuthOutcome {
  subPath: string;
  status: number;
  /** The request body as validated; only the email is read from it, never a secret. */
  requestBody: Record<string, unknown>;
  responseBody: Record<string, unknown> | null;
  ip: string;
}

const EVENTS: Record<string, [ok: string, failed: string]> = {
  '/sign-in/email': ['auth.sign_in', 'auth.sign_in_failed'],
  '/sign-up/email': ['auth.sign_up_requested', 'auth.sign_up_failed'],
  '/sign-out': ['auth.sign_out', 'auth.sign_out_failed'],
  '/request-password-reset': ['auth.password_reset_request', 'auth.password_reset_request_failed'],
  '/reset-password': ['auth.password_reset_done', 'auth.password_reset_failed'],
  '/change-password': ['auth.password_changed', 'auth.password_change_failed'],
  '/two-factor/enable': ['auth.factor_enrolled', 'auth.factor_enrol_failed'],
  '/two-factor/verify-totp': ['auth.factor_verified', 'auth.factor_verify_failed'],
  '/two-factor/verify-backup-code': ['auth.backup_code_used', 'auth.backup_code_failed'],
  '/two-factor/disable': ['auth.factor_removed', 'auth.factor_remove_failed'],
  '/two-factor/generate-backup-codes': ['auth.backup_codes_regenerated', 'auth.backup_codes_regenerate_failed'],
};

function userIdOf(body: Record<string, unknown> | null): string | undefined {
  const user = body?.user;
  return typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'string'
    ? (user as { id: string }).id
    : undefined;
}

/** One log line per security-relevant auth request: what happened, to whom, from where; no secrets. */
export function logAuthEvent(log: FastifyBaseLogger, { subPath, status, requestBody, responseBody, ip }: AuthOutcome) {
  const names = EVENTS[subPath];
  if (!names) return;
  const ok = status < 400;
  let event = ok ? names[0] : names[1];
  if (ok && subPath === '/sign-in/email' && responseBody?.twoFactorRedirect === true) {
    event = 'auth.sign_in_second_factor_required';
  }
  const email = typeof requestBody.email === 'string' ? requestBody.email.trim().toLowerCase() : undefined;
  const fields = { event, status, ip, userId: userIdOf(responseBody), email };
  if (ok) log.info(fields, event);
  else log.warn(fields, event);
}
