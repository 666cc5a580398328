import type { ChildSignUpInput, ChildSignUpResult, ParentLink } from '@storyloom/domain';
import { api } from '@/lib/api';

/** The parent-path sign-up: the child is signed in (holding) when it resolves. */
export function signUpChild(body: ChildSignUpInput) {
  return api<ChildSignUpResult>('/api/children/sign-up', { method: 'POST', body });
}

/** better-auth's sign-in answer: signed in, or a second factor is needed (a challenge cookie was set). */
type SignInResult = { twoFactorRedirect?: boolean };

export function signInWithUsername(body: { username: string; password: string }) {
  return api<SignInResult>('/api/children/sign-in', { method: 'POST', body });
}

export const parentLinkQueryKey = (userId: string) => ['parent-link', userId] as const;

export function fetchParentLink() {
  return api<ParentLink>('/api/me/parent-link');
}
