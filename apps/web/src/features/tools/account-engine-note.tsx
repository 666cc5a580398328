import type { AiEngineStatus } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { api } from '@/lib/api';
import { useT } from './i18n';

/**
 * Says so when this account's AI tools run offline because a parent has not approved sharing with
 * the AI provider (issue 15); the server decides per request, this only tells the member.
 */
export function AccountEngineNote() {
  const t = useT();
  const status = useQuery({
    queryKey: ['ai', 'engine'],
    queryFn: ({ signal }) => api<AiEngineStatus>('/api/ai/engine', { signal }),
    staleTime: 60_000,
  });
  if (!status.data?.offlineForAccount) return null;
  return (
    <p
      data-testid="ai-offline-for-account"
      className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
      {t('accountOffline')}
    </p>
  );
}
