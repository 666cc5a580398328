// Route lists of the guard (decision 0003).

/** Protected prefixes, exact or nested. The nested-path redirect applies to these only (decision 0003). */
export const GUARD_PREFIXES = ['/dashboard', '/tools', '/analytics', '/community', '/profile', '/admin'] as const;

/** Every path that needs a signed-in user, exact or nested. */
export const PROTECTED_ROUTES = [
  ...GUARD_PREFIXES,
  '/courses',
  '/leaderboard',
  '/settings',
  '/feed',
  '/spaces',
  '/members',
  '/events',
  '/event',
  // The course studio (issue 17): a guest signs in first; a member who is no instructor is refused.
  '/studio',
] as const;

export const AUTH_PATHS = ['/auth', '/login', '/register'] as const;

export const COMMUNITY_PATHS = ['/feed', '/spaces', '/members', '/events', '/leaderboard', '/community'] as const;

function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isProtectedPath(path: string): boolean {
  const p = normalise(path);
  return PROTECTED_ROUTES.some((prefix) => matchesPrefix(p, prefix));
}

export function isAuthPath(path: string): boolean {
  const p = normalise(path);
  return AUTH_PATHS.some((prefix) => matchesPrefix(p, prefix));
}

export function isCommunityPath(path: string): boolean {
  const p = normalise(path);
  return COMMUNITY_PATHS.some((prefix) => matchesPrefix(p, prefix));
}

/**
 * A nested protected path with more than one extra segment, other than the /admin ones,
 * redirects to its first segment. Returns the redirect target, or null to stay.
 */
export function nestedRedirect(path: string): string | null {
  const segments = normalise(path).split('/').filter(Boolean);
  const first = segments[0];
  if (!first || first === 'admin') return null;
  if (!GUARD_PREFIXES.includes(`/${first}` as (typeof GUARD_PREFIXES)[number])) return null;
  return segments.length > 2 ? `/${first}` : null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; replace: boolean };

/** The whole guard as one pure function, so the web app and the tests share it. */
export function guardDecision(path: string, signedIn: boolean): GuardDecision {
  const p = normalise(path);
  if (p === '/user-dashboard') return { kind: 'redirect', to: '/community', replace: true };
  if (!signedIn && isProtectedPath(p)) return { kind: 'redirect', to: '/login', replace: true };
  if (signedIn && isAuthPath(p)) return { kind: 'redirect', to: '/dashboard', replace: true };
  const nested = nestedRedirect(p);
  if (nested) return { kind: 'redirect', to: nested, replace: true };
  return { kind: 'allow' };
}
