import type { DataExport, DeleteAccountInput, LatestExport, SecurityOverview } from '@storyloom/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/me';

const latestExportKey = ['privacy', 'export'] as const;
/** How often the tab looks again while an export is being built. */
const BUILDING_POLL_MS = 3000;

export const latestExportQueryOptions = queryOptions({
  queryKey: latestExportKey,
  queryFn: () => api<LatestExport>('/api/privacy/exports'),
  refetchInterval: (query) => (query.state.data?.export?.status === 'building' ? BUILDING_POLL_MS : false),
});

/** Whether the delete dialog must ask for a second-factor code. */
export const twoFactorQueryOptions = queryOptions({
  queryKey: ['privacy', 'two-factor'],
  queryFn: () => api<SecurityOverview>('/api/me/security'),
  select: (overview) => overview.assuranceLevel === 'aal2',
});

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ export: DataExport }>('/api/privacy/exports', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(latestExportKey, data),
  });
}

/** Deletes the account, then leaves the signed-in area as a signed-out visitor. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (body: DeleteAccountInput) => {
    await api<void>('/api/privacy/delete-account', { method: 'POST', body });
    // Navigate before clearing, or the guard would see "signed out" here and go to /login.
    await navigate('/');
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  };
}
