import { describe, expect, it } from 'vitest';
import { pinnedWindow } from './paging.js';

describe('pinnedWindow', () => {
  it('puts the pinned entry on page 1 and shifts every later page by one row', () => {
    expect(pinnedWindow({ page: 1, pageSize: 10 })).toEqual({ withPinned: true, offset: 0, limit: 9 });
    expect(pinnedWindow({ page: 2, pageSize: 10 })).toEqual({ withPinned: false, offset: 9, limit: 10 });
    expect(pinnedWindow({ page: 3, pageSize: 10 })).toEqual({ withPinned: false, offset: 19, limit: 10 });
    expect(pinnedWindow({ page: 1, pageSize: 1 })).toEqual({ withPinned: true, offset: 0, limit: 0 });
    expect(pinnedWindow({ page: 2, pageSize: 1 })).toEqual({ withPinned: false, offset: 0, limit: 1 });
  });
});
