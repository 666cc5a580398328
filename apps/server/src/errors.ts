import type { ErrorCode } from '@storyloom/domain';

/** An error a service throws on purpose: it becomes `{ error: { code, message } }` with this status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
