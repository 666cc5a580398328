import type { Me } from '@storyloom/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer, not an error). */
async function fetchMe(): Promise<Me | null> {
  try {
    // Not parsed with meSchema: that would pull zod into the initial bundle; the server validates.
    return await api<Me>('/api/me');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 5 * 60_000,
});

/** THE source of auth state. `data` is undefined while loading, null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/** The name shown for a user: the profile's full name, else the account name. */
export function displayName(me: Me): string {
  return me.profile.fullName?.trim() || me.user.name;
}
