import { describe, expect, it } from 'vitest';
import { parseRange } from './send-stored.js';

describe('parseRange', () => {
  it('reads one span, an open end and a suffix', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-')).toEqual({ start: 500 });
    expect(parseRange('bytes=-300')).toEqual({ suffix: 300 });
    expect(parseRange('bytes= 5-9 ')).toEqual({ start: 5, end: 9 });
  });

  it('ignores what it does not serve: no header, another unit, several ranges, bad syntax', () => {
    for (const header of [
      undefined,
      '',
      'items=0-9',
      'bytes=0-9,20-29',
      'bytes=9-5',
      'bytes=-',
      'bytes=a-b',
      'bytes=1e3-',
    ]) {
      expect(parseRange(header), String(header)).toBeUndefined();
    }
  });
});
