import { accountMessages } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { meQueryKey } from '@/lib/me';
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
  const c = accountMessages.clearAuth;
  return async (): Promise<boolean> => {
    try {
      const { success } = await clearAuthState(() => {
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
      });
      if (success) toast.success(c.clearedTitle, { description: c.clearedText });
      else toast.error(c.failedTitle, { description: c.failedText });
      return success;
    } catch {
      toast.error(c.errorTitle, { description: c.errorText });
      return false;
    }
  };
}
