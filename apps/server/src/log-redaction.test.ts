import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides mail-link tokens in the path and the query', () => {
    expect(redactUrl('/api/auth/reset-password/AbC123xyz?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGc.x.y&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/reset-password?token=AbC123xyz')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/settings/team?invitation=s3cr3t&tab=team')).toBe(
      '/settings/team?invitation=[redacted]&tab=team',
    );
  });

  it('hides a token inside a URL carried in a parameter', () => {
    const out = redactUrl(`/api/auth/verify-email?callbackURL=${encodeURIComponent('/x?token=s3cr3t')}`);
    expect(out).not.toContain('s3cr3t');
    expect(out).toContain('callbackURL=');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/posts?page=2&pageSize=10')).toBe('/api/posts?page=2&pageSize=10');
    expect(redactUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/settings/team/invitations/accept')).toBe('/api/settings/team/invitations/accept');
  });
});
