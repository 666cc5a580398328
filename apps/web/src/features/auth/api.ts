import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/me';
import { forgetStoredSession, rememberSession } from './stored-session';

type SignUpBody = {
  name: string;
  email: string;
  password: string;
  username?: string;
  /** What the account starts with: the language the guest reads in and the browser's time zone. */
  language?: string;
  timezone?: string;
};

/** Where the verification link lands; also sent on sign-in, which re-sends the link to unverified users. */
const VERIFIED_CALLBACK = '/login?verified=1';

export function signUp(body: SignUpBody) {
  return api<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...body, callbackURL: VERIFIED_CALLBACK },
  });
}

/** better-auth's answer: signed in, or a second factor is needed (a challenge cookie was set). */
type SignInResult = { twoFactorRedirect?: boolean; twoFactorMethods?: string[] };

export function signIn(body: { email: string; password: string }) {
  return api<SignInResult>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { ...body, callbackURL: VERIFIED_CALLBACK },
  });
}

/** The second sign-in step: a code from the authenticator app, or a backup code. */
export function verifySecondFactor(kind: 'totp' | 'backup', code: string, trustDevice: boolean) {
  const path = kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return api<unknown>(path, { method: 'POST', body: { code, trustDevice } });
}

export function resetPassword(body: { token: string; newPassword: string }) {
  return api<unknown>('/api/auth/reset-password', { method: 'POST', body });
}

export function signOut() {
  return api<unknown>('/api/auth/sign-out', { method: 'POST' });
}

export function refreshSession() {
  return api<{ expiresAt: string }>('/api/session/refresh', { method: 'POST' }).then((result) => {
    rememberSession({ expiresAt: result.expiresAt });
    return result;
  });
}

export function requestPasswordReset(email: string) {
  return api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
}

/** After a sign-in: waits for the fresh /api/me so the guard sees the user before we navigate. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
    await navigate('/dashboard');
  };
}

/** Signs out, leaves the signed-in area, then forgets every cached user query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    forgetStoredSession();
    // Navigate before clearing, or the guard would see "signed out" on a protected page and go to /login.
    await navigate('/');
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  };
}
