import type { ErrorCode } from '@storyloom/domain';

/**
 * An error a service throws on purpose: it becomes `{ error: { code, message, details? } }` with
 * this status. `details` carries what the client needs to help (the filter's findings, a mute's end).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
