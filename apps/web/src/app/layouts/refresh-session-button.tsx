import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { refreshSession } from '@/features/auth/api';
import { useCommonT } from '@/i18n';
import { errorMessage, isApiError } from '@/lib/api';
import { meQueryKey } from '@/lib/me';
import { cn } from '@/lib/utils';

export function RefreshSessionButton() {
  const t = useCommonT();
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: refreshSession,
    onSuccess: () => toast.success(t('session.refreshed')),
    onError: (error) => {
      toast.error(t('session.refreshFailed'), { description: errorMessage(error, t('session.refreshFallback')) });
      // The session is gone: re-reading /api/me lets the guard send the user to sign in.
      if (isApiError(error, 401)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
  return (
    <Button
      variant="outline"
      className="w-full justify-start"
      disabled={refresh.isPending}
      onClick={() => refresh.mutate()}
    >
      <RefreshCw aria-hidden="true" className={cn(refresh.isPending && 'animate-spin')} />
      {refresh.isPending ? t('session.refreshing') : t('session.refresh')}
    </Button>
  );
}
