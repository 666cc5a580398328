import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { meQueryKey } from '@/lib/me';
import { useT } from './i18n';
import { forgetStoredSession } from './stored-session';

/**
 * Clears everything this browser keeps about the sign-in: the stored session, the cached user
 * data, and (on the server, since scripts cannot touch HttpOnly cookies) the session itself and
 * every auth cookie. Resolves with success false when the server refused; throws when unreachable.
 */
async function clearAuthState(forgetCache: () => void, request: typeof fetch = fetch) {
  forgetStoredSession();
  forgetCache();
  const response = await request('/api/session/clear', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { success: response.ok };
}

/** The 'Clear authentication data' action; it ends cleared, refused by the server, or unreachable, each with its toast. */
export function useClearAuthData() {
  const queryClient = useQueryClient();
  const t = useT();
  return async (): Promise<boolean> => {
    try {
      const { success } = await clearAuthState(() => {
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
      });
      if (success) toast.success(t('clearAuth.clearedTitle'), { description: t('clearAuth.clearedText') });
      else toast.error(t('clearAuth.failedTitle'), { description: t('clearAuth.failedText') });
      return success;
    } catch {
      toast.error(t('clearAuth.errorTitle'), { description: t('clearAuth.errorText') });
      return false;
    }
  };
}
