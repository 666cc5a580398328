import { describe, expect, it } from 'vitest';
import { containsPattern, keysetBatches } from './lists.js';

describe('containsPattern', () => {
  it('wraps the term in % and escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('keysetBatches', () => {
  it('asks for the next batch after the last row until a short batch', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ id: `id${i}`, cursor: `2030-01-01 00:00:0${5 - i}+00` }));
    const calls: Array<string | null> = [];
    const batches: string[][] = [];
    for await (const batch of keysetBatches(async (after, limit) => {
      calls.push(after?.id ?? null);
      const start = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      return rows.slice(start, start + limit);
    }, 2)) {
      batches.push(batch.map((r) => r.id));
    }
    expect(batches).toEqual([['id0', 'id1'], ['id2', 'id3'], ['id4']]);
    expect(calls).toEqual([null, 'id1', 'id3']);
  });

  it('yields nothing for an empty table', async () => {
    const batches = [];
    for await (const batch of keysetBatches(async () => [], 2)) batches.push(batch);
    expect(batches).toEqual([]);
  });

  it('gives other work a turn between batches, even when the database answers without I/O', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ id: `id${i}`, cursor: `c${i}` }));
    const seen: string[] = [];
    // Another request's work, waiting in the event loop's queue.
    setImmediate(() => seen.push('other request'));
    for await (const batch of keysetBatches(async (after) => {
      const start = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      return rows.slice(start, start + 2);
    }, 2)) {
      seen.push(batch.map((r) => r.id).join(','));
    }
    expect(seen.indexOf('other request')).toBeGreaterThan(0);
    expect(seen.indexOf('other request')).toBeLessThan(seen.length - 1);
  });
});
