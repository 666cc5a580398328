import { describe, expect, it } from 'vitest';
import { backoffMs, describeFailure, isPermanentFailure, MAIL_QUEUE_DEFAULTS } from './queue-timing.js';

describe('backoffMs', () => {
  const timing = { backoffBaseMs: 10_000, backoffMaxMs: 3_600_000 };
  it('doubles from the base after each failed attempt, up to the cap', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, timing, middle))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(20, timing, middle)).toBe(3_600_000);
    expect(backoffMs(1_000, timing, middle)).toBe(3_600_000);
  });
  it('spreads retries by ±20 %', () => {
    expect(backoffMs(1, timing, () => 0)).toBe(8_000);
    expect(backoffMs(1, timing, () => 0.999_999)).toBe(12_000);
  });
  it('keeps the production timings in the order the lease needs', () => {
    expect(MAIL_QUEUE_DEFAULTS.backoffBaseMs).toBeLessThan(MAIL_QUEUE_DEFAULTS.backoffMaxMs);
    expect(MAIL_QUEUE_DEFAULTS.backoffMaxMs).toBeLessThan(MAIL_QUEUE_DEFAULTS.giveUpAfterMs);
    // Longer than one send can take (smtpMailer's timeouts: 10 s connect + 10 s greeting + 30 s socket).
    expect(MAIL_QUEUE_DEFAULTS.leaseMs).toBeGreaterThan(50_000);
  });
});

describe('isPermanentFailure', () => {
  it('gives up on 5xx answers only', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});

describe('describeFailure', () => {
  it('keeps the error code and message on one bounded line, without credentials from a URL', () => {
    const err = Object.assign(new Error('Invalid login for smtp://robin:hunter2@mail.example.com:587\n535 denied'), {
      code: 'EAUTH',
    });
    const text = describeFailure(err);
    expect(text).toBe('EAUTH: Invalid login for smtp://[redacted]@mail.example.com:587 535 denied');
    expect(text).not.toContain('hunter2');
    expect(describeFailure(new Error('x'.repeat(1_000))).length).toBe(300);
  });
});
