import { accountMessages, accountText, type ErrorCode, errorText, isErrorCode, messages } from '@storyloom/domain';
import type { FastifyReply } from 'fastify';
import { sendError } from '../plugins/errors.js';

/** better-auth error codes whose code and text we set (the fixed product texts where there is one). */
const AUTH_ERRORS: Record<string, [number, ErrorCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, 'invalid_credentials', messages.auth.invalidCredentials],
  EMAIL_NOT_VERIFIED: [403, 'email_not_verified', messages.auth.emailNotVerified],
  INVALID_PASSWORD: [400, 'invalid_password', accountMessages.password.currentIncorrect],
  INVALID_CODE: [401, 'invalid_code', accountText.twoFactor.invalidCode],
  TOTP_CODE_ALREADY_USED: [401, 'code_already_used', accountText.twoFactor.codeAlreadyUsed],
  INVALID_BACKUP_CODE: [401, 'invalid_backup_code', accountText.twoFactor.invalidBackupCode],
  INVALID_TWO_FACTOR_COOKIE: [401, 'two_factor_expired', accountText.twoFactor.challengeExpired],
  INVALID_TOKEN: [400, 'invalid_token', accountText.reset.invalidLink],
};

/** Our code for one of better-auth's: the same name in snake case when it is one of ours, else auth_error. */
function ourCodeFor(code: string | undefined, status: number): ErrorCode {
  if (status === 429) return 'rate_limited';
  const snake = code?.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return snake && isErrorCode(snake) ? snake : 'auth_error';
}

export function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Sends better-auth's answer on; a failure becomes our `{ error: { code, message } }` shape. */
export function forwardResponse(reply: FastifyReply, response: Response, text: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (response.status < 400) return reply.send(text);
  const parsed = parseJson(text) ?? {};
  const code = typeof parsed.code === 'string' ? parsed.code : undefined;
  const mapped = code ? AUTH_ERRORS[code] : undefined;
  if (mapped) return sendError(reply, mapped[0], mapped[1], mapped[2]);
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
  // Our own hooks' errors carry details (a suspension's end, issue 16).
  const details =
    typeof parsed.details === 'object' && parsed.details !== null
      ? (parsed.details as Record<string, unknown>)
      : undefined;
  return sendError(
    reply,
    response.status,
    ourCodeFor(code, response.status),
    message || response.statusText || errorText['request.failed'],
    details,
  );
}
