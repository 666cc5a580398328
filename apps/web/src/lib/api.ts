import { type ErrorCode, isErrorCode } from '@storyloom/domain';
import { commonT } from '@/i18n/common';
import { i18n } from '@/i18n/i18n';
import { type AppLocale, htmlLangOf } from '@/i18n/locale-state';

/** A known error code, or `http_<status>` for an answer that carries none the web knows. */
export type ApiErrorCode = ErrorCode | `http_${number}`;

/** A failed API call: the HTTP status plus the server's `{ error: { code, message } }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** What the server added to help (the safety filter's findings, when a mute ends). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

// A hand-written check rather than the domain's zod schema: this module is in the initial bundle.
function isErrorBody(
  value: unknown,
): value is { error: { code: string; message: string; details?: Record<string, unknown> } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * Turns a non-OK response into an ApiError, whatever its body looks like. The server's message is
 * kept; a code the web does not know becomes `http_<status>`, so every comparison is type-checked.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const fallbackCode = `http_${response.status}` as const;
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    const known = typeof details === 'object' && details !== null ? details : undefined;
    return new ApiError(response.status, isErrorCode(code) ? code : fallbackCode, message, known);
  }
  const fallback = commonT(response.status >= 500 ? 'errors.internal' : 'errors.requestInvalid');
  return new ApiError(response.status, fallbackCode, fallback);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's message for a failed call, or the fallback for anything else (network, bugs). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  signal?: AbortSignal;
};

/** Calls the same-origin JSON API. Resolves with the parsed body (undefined when empty). */
export async function api<T>(path: string, { method = 'GET', body, signal }: ApiOptions = {}): Promise<T> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    signal,
    headers: {
      Accept: 'application/json',
      // The language the reader is reading in (a guest's switcher choice may differ from the browser's).
      ...(i18n.locale ? { 'Accept-Language': htmlLangOf(i18n.locale as AppLocale) } : {}),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    // The server rejects a JSON POST with an empty body, so a body-less call still sends `{}`.
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  const text = method === 'HEAD' ? '' : await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
