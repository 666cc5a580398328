import { STUDIO_ANALYTICS } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { enrollmentSeries } from './analytics.js';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('enrollmentSeries', () => {
  const now = new Date('2026-03-18T15:00:00Z'); // a Wednesday

  it('is empty without enrollments', () => {
    expect(enrollmentSeries([], now)).toEqual({ bucket: 'day', total: 0, points: [] });
  });

  it('counts per day up to the daily range, then per week from Monday', () => {
    const span = STUDIO_ANALYTICS.dailyBucketsUpTo;
    const today = Date.parse('2026-03-18T00:00:00Z');
    const daily = enrollmentSeries([{ day: dayOf(today - (span - 1) * DAY), n: 2 }], now);
    expect(daily.bucket).toBe('day');
    expect(daily.points).toHaveLength(span);
    expect(daily.points.at(-1)).toEqual({ date: '2026-03-18', count: 0, total: 2 });

    const first = today - span * DAY;
    const weekly = enrollmentSeries(
      [
        { day: dayOf(first), n: 2 },
        { day: '2026-03-16', n: 1 },
        { day: '2026-03-18', n: 4 },
      ],
      now,
    );
    expect(weekly.bucket).toBe('week');
    expect(weekly.total).toBe(7);
    expect(new Date(`${weekly.points[0]?.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weekly.points[0]).toMatchObject({ count: 2, total: 2 });
    expect(weekly.points.at(-1)).toEqual({ date: '2026-03-16', count: 5, total: 7 });
    expect(weekly.points.reduce((sum, p) => sum + p.count, 0)).toBe(7);
  });

  it('runs to the last enrollment when it is later than today (a clock ahead)', () => {
    const series = enrollmentSeries([{ day: '2026-03-19', n: 1 }], now);
    expect(series.points).toEqual([{ date: '2026-03-19', count: 1, total: 1 }]);
  });
});
