import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-01-10T12:00:00Z');

describe('relativeTime', () => {
  it('says just now under a minute', () => {
    expect(relativeTime('2025-01-10T11:59:30Z', now)).toBe('just now');
  });
  it('uses the largest whole unit, past and future', () => {
    expect(relativeTime('2025-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-01-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-01-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-01-13T12:00:00Z', now)).toBe('in 3 days');
  });
});
