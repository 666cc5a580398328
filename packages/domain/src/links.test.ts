import { describe, expect, it } from 'vitest';
import { safeLinkSchema } from './events-ui.js';
import { resolveSafeLink } from './links.js';
import { websiteSchema } from './profile.js';

/** Links a member stores and other members click: event materials, a profile's website. */
describe('finding 9: stored links resolve only to http(s) addresses or paths of this site', () => {
  const accepted: Array<[string, string]> = [
    ['https://ok.example/a', 'https://ok.example/a'],
    ['http://ok.example', 'http://ok.example'],
    ['https://ok.example/a%2Fb?next=%2Fhome#top', 'https://ok.example/a%2Fb?next=%2Fhome#top'],
    ['/courses/x', '/courses/x'],
    ['/', '/'],
    ['/events?tab=past#top', '/events?tab=past#top'],
    // Surrounding spaces are trimmed before the check: what is stored is what was checked.
    [' https://x', 'https://x'],
    ['/courses/x  ', '/courses/x'],
  ];
  const refused = [
    '/\\evil.example/steal',
    '\\\\evil.example/steal',
    '/%5Cevil',
    '/%5cevil.example/steal',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'ftp://x',
    'mailto:someone@example.com',
    '//evil',
    '//evil.example/steal',
    '///evil.example',
    'courses/x',
    'https:ok.example',
    'https:/ok.example',
    'https://',
    'https://ok.example\\@evil.example/',
    'https://ok.example@evil.example/',
    'https://user:pw@evil.example/',
    'https://ok.example/\u0000',
    'https://ok.example/a\nb',
    'https://ok.example/a\rb',
    'https://ok.example/a\u007fb',
    'https://ok.example/a\u0085b',
    '\thttps://ok.example',
    'https://ok.example\n',
    '/\t/evil.example',
    '/courses x',
    '',
    '   ',
  ];

  it.each(accepted)('accepts %j (stored as %j)', (input, stored) => {
    const result = safeLinkSchema.safeParse(input);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toBe(stored);
  });

  it.each(refused)('refuses %j', (input) => {
    expect(safeLinkSchema.safeParse(input).success).toBe(false);
  });

  it('refuses the same tricks in a profile website (which must be an absolute http(s) address)', () => {
    for (const website of [
      'https://ok.example\\@evil.example/',
      'https://ok.example@evil.example/',
      'https://user:pw@evil.example/',
      'https://ok.example/a\nb',
      'https://ok.example/\u0000',
      '\thttps://ok.example',
      '/courses/x',
      '//evil.example',
      'javascript:alert(1)',
      'https:ok.example',
    ]) {
      expect(websiteSchema.safeParse(website).success, JSON.stringify(website)).toBe(false);
    }
    expect(websiteSchema.parse(' https://ok.example/me ')).toBe('https://ok.example/me');
    expect(websiteSchema.parse('')).toBeNull();
  });
});

describe('resolveSafeLink against the app origin', () => {
  const origin = 'http://localhost:3000';
  it('resolves a path of this site to the app origin, and an http(s) address to itself', () => {
    expect(resolveSafeLink('/events/1?x=1#a', { origin })?.href).toBe('http://localhost:3000/events/1?x=1#a');
    expect(resolveSafeLink('https://ok.example/a', { origin })?.href).toBe('https://ok.example/a');
  });
  it('refuses untrimmed input (the parser would strip it silently) and paths where only addresses may go', () => {
    expect(resolveSafeLink(' https://x', { origin })).toBeNull();
    expect(resolveSafeLink('https://x ', { origin })).toBeNull();
    expect(resolveSafeLink('/courses/x', { origin, paths: false })).toBeNull();
  });
  it.each([
    '/\\evil.example/steal',
    '/%5Cevil',
    'javascript:alert(1)',
    '//evil',
    '/\u2028/evil.example',
    'https://ok.example/\u202egpj.exe',
  ])('refuses %j', (value) => {
    expect(resolveSafeLink(value, { origin })).toBeNull();
  });
});
