import { describe, expect, it } from 'vitest';
import { isAllowedAuthEndpoint } from './allowed-endpoints.js';

describe('the better-auth allow-list', () => {
  it('lets through the listed endpoints with their methods, HEAD as GET', () => {
    expect(isAllowedAuthEndpoint('POST', '/sign-in/email')).toBe(true);
    expect(isAllowedAuthEndpoint('GET', '/get-session')).toBe(true);
    expect(isAllowedAuthEndpoint('HEAD', '/get-session')).toBe(true);
    expect(isAllowedAuthEndpoint('GET', '/reset-password/abc123')).toBe(true);
    expect(isAllowedAuthEndpoint('POST', '/reset-password')).toBe(true);
  });

  it('refuses everything else: other endpoints, other methods, extra segments', () => {
    expect(isAllowedAuthEndpoint('POST', '/verify-password')).toBe(false);
    expect(isAllowedAuthEndpoint('POST', '/update-user')).toBe(false);
    expect(isAllowedAuthEndpoint('POST', '/get-session')).toBe(false);
    expect(isAllowedAuthEndpoint('GET', '/sign-in/email')).toBe(false);
    expect(isAllowedAuthEndpoint('GET', '/reset-password/abc/def')).toBe(false);
    expect(isAllowedAuthEndpoint('GET', '/reset-password/')).toBe(false);
    expect(isAllowedAuthEndpoint('POST', '/sign-in/email/')).toBe(false);
    expect(isAllowedAuthEndpoint('POST', '/two-factor/get-totp-uri')).toBe(false);
  });
});
