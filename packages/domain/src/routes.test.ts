import { describe, expect, it } from 'vitest';
import { guardDecision, isCommunityPath, nestedRedirect } from './routes.js';

describe('guardDecision', () => {
  it.each([
    '/dashboard',
    '/tools',
    '/community',
    '/profile',
    '/admin/waiting-list',
    '/settings',
    '/events',
    '/event/x',
    '/courses/storytelling-narrative/module/1',
    '/studio',
    '/studio/courses/new',
  ])('sends a guest on %s to /login', (path) => {
    expect(guardDecision(path, false)).toEqual({ kind: 'redirect', to: '/login', replace: true });
  });

  it.each(['/login', '/register', '/auth'])('sends a signed-in user on %s to /dashboard', (path) => {
    expect(guardDecision(path, true)).toEqual({ kind: 'redirect', to: '/dashboard', replace: true });
  });

  it.each(['/', '/programs', '/contact', '/waiting-list', '/login', '/forgot-password', '/certificates/x'])(
    'lets a guest see %s',
    (path) => {
      expect(guardDecision(path, false)).toEqual({ kind: 'allow' });
    },
  );

  it('redirects /user-dashboard to /community for everyone', () => {
    expect(guardDecision('/user-dashboard', true)).toEqual({ kind: 'redirect', to: '/community', replace: true });
  });
});

describe('nestedRedirect', () => {
  it('redirects a guarded path with two extra segments to its first segment', () => {
    expect(nestedRedirect('/dashboard/a/b')).toBe('/dashboard');
    expect(nestedRedirect('/tools/x/y/z')).toBe('/tools');
  });
  it('keeps one extra segment, /admin paths and the module viewer', () => {
    expect(nestedRedirect('/dashboard/a')).toBeNull();
    expect(nestedRedirect('/admin/waiting-list/x')).toBeNull();
    expect(nestedRedirect('/courses/storytelling-narrative/module/1')).toBeNull();
  });
});

describe('isCommunityPath', () => {
  it('matches the community family only', () => {
    expect(isCommunityPath('/spaces/123')).toBe(true);
    expect(isCommunityPath('/community')).toBe(true);
    expect(isCommunityPath('/courses')).toBe(false);
  });
});
