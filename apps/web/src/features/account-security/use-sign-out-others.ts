import { messages, sessionsUiText } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { revokeOtherSessions, sessionsKey } from './api';

/** Signs out every other session: a toast says how many ended, then the sessions list refreshes. */
export function useSignOutOthers({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async ({ revoked }) => {
      toast.success(sessionsUiText.signedOutOthers(revoked));
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => toast.error(errorMessage(error, messages.errors.internal)),
  });
}
