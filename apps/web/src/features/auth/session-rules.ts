import { ApiError } from '@/lib/api';

/** How often the open app looks at its session. */
export const AUTO_REFRESH_TICK_MS = 60_000;
/** How long after a refresh the session is refreshed again. */
export const AUTO_REFRESH_AFTER_MS = 60 * 60_000;

/** True when the stored session was last extended long enough ago (or never, on this browser). */
export function dueForRefresh(refreshedAt: string | undefined, now = Date.now()): boolean {
  if (!refreshedAt) return true;
  const last = Date.parse(refreshedAt);
  return Number.isNaN(last) || now - last >= AUTO_REFRESH_AFTER_MS;
}

/** A 401 that means "no valid session" (not a wrong code or password on a form). */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'unauthorized';
}
