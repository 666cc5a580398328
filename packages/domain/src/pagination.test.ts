import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow, showsPagination } from './pagination.js';

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([1, 2, 3])('shows the first five on page %i', (page) => {
    expect(paginationWindow(page, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('slides with the current page in the middle', () => {
    expect(paginationWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it.each([18, 19, 20])('shows the last five near the end (page %i of 20)', (page) => {
    expect(paginationWindow(page, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('never shows more than five numbers', () => {
    for (let total = 1; total <= 12; total++) {
      for (let page = 1; page <= total; page++) {
        const window = paginationWindow(page, total);
        expect(window.length).toBeLessThanOrEqual(5);
        expect(window).toContain(page);
      }
    }
  });
});

describe('pageCount and showsPagination', () => {
  it('counts pages of 10', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows pagination only with more than one page', () => {
    expect(showsPagination(10, 10)).toBe(false);
    expect(showsPagination(12, 10)).toBe(true);
  });
});
