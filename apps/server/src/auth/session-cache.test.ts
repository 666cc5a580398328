import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache.js';

function session(userId: string, token: string, expiresInMs = 60_000, now = 0): CachedSession {
  return {
    user: {
      id: userId,
      email: `${userId}@example.com`,
      name: userId,
      role: 'user',
      emailVerified: true,
      ageBand: 'adult',
      standing: 'active',
      mutedUntil: null,
      suspendedUntil: null,
      bannedAt: null,
    },
    session: { id: `s-${token}`, token, createdAt: new Date(now), expiresAt: new Date(now + expiresInMs) },
  };
}

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('SessionCache', () => {
  it('answers a confirmed cookie until the time to live runs out', () => {
    const c = clock();
    const cache = new SessionCache(1000, 10, c.now);
    cache.set('tok1.sig', session('u1', 'tok1'));
    expect(cache.get('tok1.sig')?.user.id).toBe('u1');
    c.advance(999);
    expect(cache.get('tok1.sig')).not.toBeNull();
    c.advance(1);
    expect(cache.get('tok1.sig')).toBeNull();
  });

  it('never answers for a different cookie value, such as an altered signature', () => {
    const cache = new SessionCache(1000);
    cache.set('tok1.sig', session('u1', 'tok1', 60_000, Date.now()));
    expect(cache.get('tok1.sig2')).toBeNull();
    expect(cache.get('tok1')).toBeNull();
  });

  it('never answers past the session expiry, even inside the time to live', () => {
    const c = clock();
    const cache = new SessionCache(10_000, 10, c.now);
    cache.set('a', session('u1', 'a', 500));
    c.advance(500);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets by token and by user', () => {
    const cache = new SessionCache(10_000, 10, () => 0);
    cache.set('a.1', session('u1', 'a'));
    cache.set('b.1', session('u1', 'b'));
    cache.set('c.1', session('u2', 'c'));
    cache.forgetToken('a');
    expect(cache.get('a.1')).toBeNull();
    expect(cache.get('b.1')).not.toBeNull();
    cache.forgetUser('u1');
    expect(cache.get('b.1')).toBeNull();
    expect(cache.get('c.1')).not.toBeNull();
  });

  it('stays within its size bound', () => {
    const cache = new SessionCache(10_000, 20, () => 0);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, session(`u${i}`, `t${i}`));
    expect(cache.size).toBeLessThanOrEqual(20);
    expect(cache.get('k99')).not.toBeNull();
  });
});
