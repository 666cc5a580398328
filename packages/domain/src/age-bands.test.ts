import { describe, expect, it } from 'vitest';
import { ageBandOf, ageInYears, standingOf } from './age-bands.js';
import { birthMonthSchema, maskEmail } from './young-members.js';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('age band', () => {
  it('counts the birthday from the first of the birth month', () => {
    expect(ageInYears({ year: 2013, month: 11 }, on('2026-10-31'))).toBe(12);
    expect(ageInYears({ year: 2013, month: 11 }, on('2026-11-01'))).toBe(13);
  });

  it('moves at the birthday with no stored band', () => {
    const birth = { year: 2013, month: 12 };
    expect(ageBandOf(birth, on('2026-11-30'))).toBe('child');
    expect(ageBandOf(birth, on('2026-12-01'))).toBe('teen');
    expect(ageBandOf({ year: 2008, month: 12 }, on('2026-11-30'))).toBe('teen');
    expect(ageBandOf({ year: 2008, month: 12 }, on('2026-12-01'))).toBe('adult');
  });

  it('treats an account without a birth month as a teen', () => {
    expect(ageBandOf(null)).toBe('teen');
  });
});

describe('standing', () => {
  it('holds a child until a parent approves, and any minor whose approval was withdrawn', () => {
    expect(standingOf('child', 'pending')).toBe('holding');
    expect(standingOf('child', 'none')).toBe('holding');
    expect(standingOf('child', 'granted')).toBe('active');
    expect(standingOf('teen', 'revoked')).toBe('holding');
    expect(standingOf('teen', 'none')).toBe('active');
    expect(standingOf('adult', 'revoked')).toBe('active');
  });
});

describe('birth month input', () => {
  it('accepts the full range and refuses a future month', () => {
    expect(birthMonthSchema.safeParse({ birthMonth: 1, birthYear: 1900 }).success).toBe(true);
    expect(birthMonthSchema.safeParse({ birthMonth: '7', birthYear: '2015' }).success).toBe(true);
    expect(birthMonthSchema.safeParse({ birthMonth: 13, birthYear: 2000 }).success).toBe(false);
    const next = new Date().getUTCFullYear() + 1;
    expect(birthMonthSchema.safeParse({ birthMonth: 1, birthYear: next }).success).toBe(false);
  });
});

it('masks an email to its first letter and domain', () => {
  expect(maskEmail('parent@example.com')).toBe('p•••@example.com');
});
