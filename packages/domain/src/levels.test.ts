import { describe, expect, it } from 'vitest';
import { levelFor } from './levels.js';

describe('levelFor', () => {
  it('matches the spec sample user: 3 points is level 1, 7 to level up', () => {
    expect(levelFor(3)).toEqual({ level: 1, points: 3, toNextLevel: 7 });
  });
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [24, 2],
    [25, 3],
    [50, 4],
    [100, 5],
    [200, 6],
    [350, 7],
    [499, 7],
    [500, 8],
    [999, 8],
  ])('%i points → level %i', (points, level) => {
    expect(levelFor(points).level).toBe(level);
  });
  it('has no next level at 1000 points or more', () => {
    expect(levelFor(5000)).toEqual({ level: 9, points: 5000, toNextLevel: null });
  });
});
