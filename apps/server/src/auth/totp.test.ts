import { describe, expect, it } from 'vitest';
import { hotp, matchingStep, timeStep } from './totp.js';

// RFC 6238 appendix B, SHA-1 rows (8 digits).
const rfcKey = Buffer.from('12345678901234567890');
const vectors: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP', () => {
  it.each(vectors)('matches RFC 6238 at T=%i', (seconds, code) => {
    expect(hotp(rfcKey, timeStep(seconds * 1000), 8)).toBe(code);
  });

  it('finds the step a code belongs to, one step either side of now, and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchingStep(rfcKey, hotp(rfcKey, step), now)).toBe(step);
    expect(matchingStep(rfcKey, hotp(rfcKey, step - 1), now)).toBe(step - 1);
    expect(matchingStep(rfcKey, hotp(rfcKey, step + 1), now)).toBe(step + 1);
    expect(matchingStep(rfcKey, hotp(rfcKey, step - 2), now)).toBeNull();
  });
});
