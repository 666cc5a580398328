import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('serves a stored value until its time to live ends, then loads again', async () => {
    let t = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, () => t);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    t = 999;
    expect(await cache.get('k', load)).toBe(1);
    t = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = new ReadCache<string>(1000);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache<number>(1000);
    const gate = deferred<number>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    gate.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('does not store a load that was overtaken by an invalidation', async () => {
    const cache = new ReadCache<string>(60_000);
    const slow = deferred<string>();
    const stale = cache.get('k', () => slow.promise);
    cache.invalidate();
    slow.resolve('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<string>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('stays within its size bound', async () => {
    const cache = new ReadCache<number>(60_000, 3);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i);
    expect(cache.size).toBe(3);
    expect(await cache.get('k9', async () => -1)).toBe(9);
    expect(await cache.get('k0', async () => -1)).toBe(-1);
  });
});

describe('ReadCache.peek', () => {
  it('answers only a fresh stored value, without loading', async () => {
    let t = 0;
    const cache = new ReadCache<string>(1000, 10, () => t);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'v');
    expect(cache.peek('k')).toBe('v');
    t = 1000;
    expect(cache.peek('k')).toBeUndefined();
  });
});
