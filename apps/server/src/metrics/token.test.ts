import { describe, expect, it } from 'vitest';
import { bearerMatches } from './token.js';

const token = 'a-metrics-token-of-some-length';

describe('bearerMatches', () => {
  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it('refuses a missing header, another scheme, a wrong, shorter or longer token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Basic ${token}`,
      token,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${token} extra`,
    ]) {
      expect(bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});
