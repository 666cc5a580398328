import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey, useMe } from '@/lib/me';
import { refreshSession } from './api';
import { AUTO_REFRESH_TICK_MS, dueForRefresh, isSessionGone } from './session-rules';
import { forgetStoredSession, readStoredSession, rememberSession, STORED_SESSION_KEY } from './stored-session';

/**
 * Keeps the session alive while the app is open (refreshes it automatically), records
 * the stored session, and signs the app out when any call finds the session gone, so the next
 * protected action lands on /login. Renders nothing; mounted once in the root layout.
 */
export function SessionKeeper() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const userId = me?.user.id;

  useEffect(() => {
    if (me === null) forgetStoredSession();
    else if (userId) rememberSession({ userId });
  }, [me, userId]);

  useEffect(() => {
    const signedOut = () => queryClient.setQueryData(meQueryKey, null);
    const onError = (error: unknown) => {
      if (isSessionGone(error)) signedOut();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] !== meQueryKey[0]) {
        onError(event.action.error);
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    // Another tab signed out or cleared its data: ask the server who we are now.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_SESSION_KEY && event.newValue === null) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!userId) return;
    const tick = () => {
      if (document.visibilityState !== 'visible' || !dueForRefresh(readStoredSession()?.refreshedAt)) return;
      refreshSession().catch((error: unknown) => {
        if (isSessionGone(error)) queryClient.setQueryData(meQueryKey, null);
      });
    };
    const timer = window.setInterval(tick, AUTO_REFRESH_TICK_MS);
    return () => window.clearInterval(timer);
  }, [userId, queryClient]);

  return null;
}
