import type { RemoveFactorBody, SecurityOverview, UserSessionList } from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const securityOverviewKey = ['security-overview'] as const;

export const securityOverviewQueryOptions = queryOptions({
  queryKey: securityOverviewKey,
  queryFn: () => api<SecurityOverview>('/api/me/security'),
});

export type Enrolment = { totpURI: string; backupCodes: string[] };

/** Creates (or replaces an unfinished) authenticator; it counts once a code verifies it. */
export function enrolTotp(password: string) {
  return api<Enrolment>('/api/auth/two-factor/enable', { method: 'POST', body: { password } });
}

export function activateTotp(code: string) {
  return api<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

export function removeFactor(factorId: string, body: RemoveFactorBody) {
  return api<void>(`/api/me/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE', body });
}

export function regenerateBackupCodes(password: string) {
  return api<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: { password },
  });
}

/** A password change always ends the other sessions; this one gets a fresh cookie. */
export function changePassword(currentPassword: string, newPassword: string) {
  return api<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export const sessionsKey = ['account-sessions'] as const;

/** Where this user is signed in, newest first; the current session is marked. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsKey,
  queryFn: ({ signal }) => api<UserSessionList>('/api/me/sessions', { signal }),
});

/** Signs out one other session (the current one is refused: Sign out ends it). */
export function revokeSession(id: string) {
  return api<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Signs out every session but this one; answers how many ended. */
export function revokeOtherSessions() {
  return api<{ revoked: number }>('/api/me/sessions/revoke-others', { method: 'POST' });
}
