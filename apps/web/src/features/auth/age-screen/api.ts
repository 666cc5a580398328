import type { AgeScreenResult, BirthMonthInput, SignUpPath } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';

export const signUpPathQueryKey = ['age-screen'] as const;

/** The path this browser's standing answer leads to, or null before it has answered (a 404). */
async function fetchSignUpPath(): Promise<{ path: SignUpPath | null }> {
  try {
    return await api<AgeScreenResult>('/api/age-screen');
  } catch (error) {
    if (isApiError(error, 404)) return { path: null };
    throw error;
  }
}

/** Kept for the page's life: only an answer changes it, and that sets it directly. */
export function useSignUpPath() {
  return useQuery({ queryKey: signUpPathQueryKey, queryFn: fetchSignUpPath, staleTime: Number.POSITIVE_INFINITY });
}

/** The server keeps the first answer this browser gave: the path it answers may be that one's. */
export function answerAgeScreen(body: BirthMonthInput) {
  return api<AgeScreenResult>('/api/age-screen', { method: 'POST', body });
}
