import { describe, expect, it } from 'vitest';
import { dateFormatter } from './date-format';

const instant = '2025-06-01T09:30:00Z';

describe('dateFormatter', () => {
  it('writes the same instant in the zone and language it is given', () => {
    const tokyo = dateFormatter('Asia/Tokyo', 'en-US');
    const la = dateFormatter('America/Los_Angeles', 'en-US');
    expect(tokyo.dateTime(instant)).toBe('Jun 1, 2025, 6:30 PM');
    expect(la.dateTime(instant)).toBe('Jun 1, 2025, 2:30 AM');
    expect(dateFormatter('Europe/Paris', 'en-GB').dateTime(instant)).toBe('1 Jun 2025, 11:30');
    expect(dateFormatter('Pacific/Auckland', 'en-US').weekdayDate('2025-06-01T20:00:00Z')).toBe('Mon, Jun 2, 2025');
    expect(tokyo.time(instant)).toBe('6:30 PM');
  });

  it('reads the calendar day in the zone, not the browser’s', () => {
    expect(dateFormatter('Asia/Tokyo', 'en-US').wall('2025-03-31T20:00:00Z')).toMatchObject({ month: 4, day: 1 });
    expect(dateFormatter('America/Los_Angeles', 'en-US').wall('2025-04-01T03:00:00Z')).toMatchObject({
      month: 3,
      day: 31,
    });
  });

  it('says how long ago within a week, then the date in the zone', () => {
    const f = dateFormatter('Asia/Tokyo', 'en-US');
    const now = new Date('2025-06-10T00:00:00Z');
    expect(f.ago('2025-06-09T22:00:00Z', now)).toBe('2h ago');
    expect(f.ago('2025-06-02T23:00:00Z', now)).toBe('Jun 3, 2025');
  });

  it('writes the time alone for today in the zone, the date too for another day', () => {
    const tokyo = dateFormatter('Asia/Tokyo', 'en-US');
    const now = new Date('2025-06-01T14:00:00Z'); // 23:00 in Tokyo
    expect(tokyo.shortTime('2025-06-01T00:30:00Z', now)).toBe('9:30 AM');
    expect(tokyo.shortTime('2025-05-31T14:30:00Z', now)).toBe('May 31, 2025, 11:30 PM');
    expect(tokyo.isoDay('2025-06-01T15:30:00Z')).toBe('2025-06-02');
  });

  it('keeps a calendar date without a time on its day in every zone', () => {
    expect(dateFormatter('Pacific/Kiritimati', 'en-US').day('2025-01-15')).toBe('Jan 15, 2025');
    expect(dateFormatter('Pacific/Pago_Pago', 'en-GB').day('2025-01-15')).toBe('15 Jan 2025');
  });

  it('names months and weekdays in the language', () => {
    expect(dateFormatter('Asia/Tokyo', 'en-US').monthTitle(2025, 12)).toBe('December 2025');
    expect(dateFormatter('UTC', 'de-DE').monthTitle(2025, 3)).toBe('März 2025');
    expect(dateFormatter('UTC', 'en-US').weekdays()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('reads and fills datetime-local inputs in the zone', () => {
    const f = dateFormatter('Asia/Tokyo', 'en-US');
    expect(f.fromLocalInput('2025-06-01T18:30')?.toISOString()).toBe('2025-06-01T09:30:00.000Z');
    expect(f.toLocalInput(instant)).toBe('2025-06-01T18:30');
  });
});
