import type { ErrorCode } from '@storyloom/domain';
import type { Translate } from './i18n/translate.js';

/**
 * An error a service throws on purpose: it becomes `{ error: { code, message, details? } }` with
 * this status. `details` carries what the client needs to help (the filter's findings, a mute's end).
 * `message` is English; the error handler tells it in the reader's language (issue 19): a text of
 * the errors catalogue by reverse lookup, a message built from values by `localized`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly localized?: (t: Translate) => string,
  ) {
    super(message);
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
