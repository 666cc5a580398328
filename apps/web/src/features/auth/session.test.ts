import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { AUTO_REFRESH_AFTER_MS, dueForRefresh, isSessionGone } from './session-rules';
import { forgetStoredSession, readStoredSession, rememberSession } from './stored-session';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('stored session', () => {
  it('remembers who is signed in and when the session was extended, and forgets it', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(readStoredSession(storage)).toBeNull();
    rememberSession({ userId: 'u1' }, storage);
    rememberSession({ expiresAt: '2030-01-01T00:00:00.000Z' }, storage, new Date('2026-01-01T00:00:00.000Z'));
    expect(readStoredSession(storage)).toEqual({
      userId: 'u1',
      expiresAt: '2030-01-01T00:00:00.000Z',
      refreshedAt: '2026-01-01T00:00:00.000Z',
    });
    forgetStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });
});

describe('auto-refresh', () => {
  it('refreshes when never refreshed here or an hour after the last refresh', () => {
    const now = Date.parse('2026-01-01T12:00:00.000Z');
    expect(dueForRefresh(undefined, now)).toBe(true);
    expect(dueForRefresh(new Date(now - 60_000).toISOString(), now)).toBe(false);
    expect(dueForRefresh(new Date(now - AUTO_REFRESH_AFTER_MS).toISOString(), now)).toBe(true);
  });

  it('treats only a missing session as signed out, not a wrong code', () => {
    expect(isSessionGone(new ApiError(401, 'unauthorized', 'You need to sign in first'))).toBe(true);
    expect(isSessionGone(new ApiError(401, 'invalid_code', 'That code is not correct.'))).toBe(false);
    expect(isSessionGone(new Error('network'))).toBe(false);
  });
});
