import { describe, expect, it } from 'vitest';
import { instantFromLocalInput, localInputValue, monthRangeInZone, wallTimeIn, wallTimeToInstant } from './dates.js';

describe('wallTimeIn', () => {
  it('reads the clock of the zone, across the date line', () => {
    expect(wallTimeIn('2025-03-31T20:30:00Z', 'Asia/Tokyo')).toEqual({
      year: 2025,
      month: 4,
      day: 1,
      hour: 5,
      minute: 30,
    });
    expect(wallTimeIn('2025-01-01T07:59:00Z', 'America/Los_Angeles')).toMatchObject({ year: 2024, day: 31, hour: 23 });
  });
});

describe('wallTimeToInstant', () => {
  it('is the inverse of wallTimeIn in summer and winter', () => {
    for (const iso of ['2025-07-04T18:30:00.000Z', '2025-12-24T02:15:00.000Z']) {
      for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Chatham']) {
        expect(wallTimeToInstant(wallTimeIn(iso, zone), zone).toISOString(), zone).toBe(iso);
      }
    }
  });
  it('takes the first of a repeated hour and moves a missing one forward', () => {
    // 2025-11-02 01:30 happens twice in Los Angeles (PDT, then PST).
    expect(
      wallTimeToInstant({ year: 2025, month: 11, day: 2, hour: 1, minute: 30 }, 'America/Los_Angeles').toISOString(),
    ).toBe('2025-11-02T08:30:00.000Z');
    // 2025-10-26 02:30 happens twice in Berlin (CEST, then CET).
    expect(
      wallTimeToInstant({ year: 2025, month: 10, day: 26, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString(),
    ).toBe('2025-10-26T00:30:00.000Z');
    // 2025-03-09 02:30 does not exist in Los Angeles: it is read as 03:30 PDT.
    expect(
      wallTimeToInstant({ year: 2025, month: 3, day: 9, hour: 2, minute: 30 }, 'America/Los_Angeles').toISOString(),
    ).toBe('2025-03-09T10:30:00.000Z');
  });
});

describe('monthRangeInZone', () => {
  it('starts and ends the month at local midnight of the zone', () => {
    const tokyo = monthRangeInZone(2025, 12, 'Asia/Tokyo');
    expect([tokyo.from.toISOString(), tokyo.to.toISOString()]).toEqual([
      '2025-11-30T15:00:00.000Z',
      '2025-12-31T15:00:00.000Z',
    ]);
    const la = monthRangeInZone(2025, 3, 'America/Los_Angeles');
    expect([la.from.toISOString(), la.to.toISOString()]).toEqual([
      '2025-03-01T08:00:00.000Z',
      '2025-04-01T07:00:00.000Z',
    ]);
  });
});

describe('datetime-local inputs', () => {
  it('reads and writes the input value in the zone', () => {
    expect(instantFromLocalInput('2025-06-01T18:30', 'Asia/Tokyo')?.toISOString()).toBe('2025-06-01T09:30:00.000Z');
    expect(localInputValue('2025-06-01T09:30:00Z', 'America/Los_Angeles')).toBe('2025-06-01T02:30');
    expect(instantFromLocalInput('', 'UTC')).toBeNull();
    expect(instantFromLocalInput('2025-13-01T10:00', 'UTC')).toBeNull();
  });
});
