import { describe, expect, it } from 'vitest';
import { monthCells } from './calendar';

describe('monthCells', () => {
  it('starts the grid on Monday', () => {
    // 1 September 2026 is a Tuesday: one blank, then 30 days.
    const cells = monthCells(2026, 8);
    expect(cells.slice(0, 2)).toEqual([null, 1]);
    expect(cells.filter((c) => c !== null)).toHaveLength(30);
  });
  it('handles leap years and months starting on Monday', () => {
    // 1 February 2027 is a Monday; February 2028 has 29 days.
    expect(monthCells(2027, 1)[0]).toBe(1);
    expect(monthCells(2028, 1).filter((c) => c !== null)).toHaveLength(29);
  });
});
