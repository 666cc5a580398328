/**
 * What this browser remembers about its sign-in, next to the HttpOnly session cookie that scripts
 * cannot read: who is signed in and until when. The diagnostics report it ('stored session'),
 * auto-refresh reads the expiry, and other tabs notice sign-out through the storage event.
 */
export const STORED_SESSION_KEY = 'storyloom-auth-session';

type StoredSession = { userId?: string; expiresAt?: string; refreshedAt?: string };

export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  try {
    const raw = storage.getItem(STORED_SESSION_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

export function rememberSession(update: StoredSession, storage: Storage = localStorage, now = new Date()): void {
  try {
    const next = { ...readStoredSession(storage), ...update };
    if (update.expiresAt) next.refreshedAt = now.toISOString();
    storage.setItem(STORED_SESSION_KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage disabled: the cookie session still works.
  }
}

export function forgetStoredSession(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORED_SESSION_KEY);
  } catch {
    // nothing stored
  }
}
