import { describe, expect, it } from 'vitest';
import { staticSecurityHeaders } from './security-headers.js';

describe('staticSecurityHeaders', () => {
  it('records the headers helmet would set, CSP included', () => {
    const headers = staticSecurityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('includes HSTS only when asked', () => {
    expect(staticSecurityHeaders({ strictTransportSecurity: true })['strict-transport-security']).toMatch(/max-age=/);
  });

  it('refuses options helmet rejects instead of serving without headers', () => {
    expect(() =>
      staticSecurityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ["'self'"] } } }),
    ).toThrow();
  });
});
