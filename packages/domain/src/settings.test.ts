import { describe, expect, it } from 'vitest';
import { addDomainSchema, generalSettingsSchema, isHostname, isSettingsTab } from './settings.js';
import { fillPlaceholders, templateProblems } from './settings-templates.js';

describe('settings tabs', () => {
  it('knows the eight tab ids and nothing else', () => {
    for (const id of ['login-details', 'privacy', 'notifications', 'general', 'email', 'domains', 'billing', 'team']) {
      expect(isSettingsTab(id)).toBe(true);
    }
    expect(isSettingsTab('profile')).toBe(false);
    expect(isSettingsTab(undefined)).toBe(false);
  });
});

describe('domains', () => {
  it('accepts host names and refuses everything else', () => {
    expect(isHostname('courses.example.com')).toBe(true);
    expect(isHostname('a-b.co')).toBe(true);
    for (const bad of [
      'localhost',
      'example',
      '-x.com',
      'x-.com',
      'a..com',
      'a.c',
      'exa mple.com',
      'a.123',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(isHostname(bad), bad).toBe(false);
    }
  });

  it('normalises case and a trailing dot, and refuses our own suffix', () => {
    expect(addDomainSchema.parse({ hostname: ' Shop.Example.COM. ' })).toEqual({ hostname: 'shop.example.com' });
    expect(addDomainSchema.safeParse({ hostname: 'me.storyloom.site' }).success).toBe(false);
  });
});

describe('general settings', () => {
  it('accepts IANA zones and the listed languages only', () => {
    expect(generalSettingsSchema.safeParse({ timezone: 'America/Los_Angeles', language: 'en-US' }).success).toBe(true);
    expect(generalSettingsSchema.safeParse({ timezone: 'Not/AZone', language: 'en-US' }).success).toBe(false);
    expect(generalSettingsSchema.safeParse({ timezone: 'UTC', language: 'tlh' }).success).toBe(false);
  });
});

describe('templates', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fillPlaceholders('Hi {{name}}, {{ course }}! {{other}}', { name: 'Ana', course: 'Stories' })).toBe(
      'Hi Ana, Stories! {{other}}',
    );
  });

  it('reports unknown placeholders and a missing required link', () => {
    expect(templateProblems('password_reset', 'Reset', 'Go: {{link}}')).toEqual([]);
    expect(templateProblems('password_reset', 'Reset {{course}}', 'No link')).toEqual([
      'Unknown placeholder {{course}}',
      'The message must contain {{link}}',
    ]);
    expect(templateProblems('course_completion', 'Done', 'No link needed')).toEqual([]);
  });
});
