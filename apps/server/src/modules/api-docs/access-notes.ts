import type { Access } from '../../auth/access-policy.js';

const WHO: Record<Access['kind'], string> = {
  public: 'Anyone, signed in or not.',
  user: 'Signed-in members (401 without a session).',
  admin: 'Admins only (401 without a session, 403 for others).',
  moderator: 'Moderators and admins (401 without a session, 403 for others).',
  instructor: 'Instructors and admins (401 without a session, 403 for others).',
  owner: 'The owner (401 without a session).',
  enrolled: 'Members enrolled in the course (401 without a session, 403 otherwise).',
};

/** Who may call an operation, in words, from the access policy (auth/access-policy.ts). */
export function accessNote(access: Access | undefined): string | undefined {
  if (!access) return undefined;
  const why = access.why ? ` ${access.why.charAt(0).toUpperCase()}${access.why.slice(1)}.` : '';
  return `**Access:** ${WHO[access.kind]}${why}`;
}

/** The session cookie, for every operation that needs a signed-in caller. */
export function securityOf(access: Access | undefined): Array<Record<string, string[]>> | undefined {
  return access && access.kind !== 'public' ? [{ session: [] }] : undefined;
}
