import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { revokeOtherSessions, sessionsKey } from './api';
import { useT } from './i18n';

/** Signs out every other session: a toast says how many ended, then the sessions list refreshes. */
export function useSignOutOthers({ onDone }: { onDone?: () => void } = {}) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async ({ revoked }) => {
      toast.success(t('sessions.signedOutOthers', { count: revoked }));
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => toast.error(errorMessage(error, t('sessions.signOutOthersFailed'))),
  });
}
