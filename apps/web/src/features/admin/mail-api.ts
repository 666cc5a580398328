import { ADMIN_PAGE_SIZE, type AdminMail, type Page } from '@storyloom/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const mailKey = ['admin', 'mail'] as const;

/** GET /api/admin/mail?status=failed: mails the queue gave up on, newest first. */
export const failedMailQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...mailKey, 'failed', page],
    queryFn: () => api<Page<AdminMail>>(`/api/admin/mail?status=failed&page=${page}&pageSize=${ADMIN_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/mail/:id/retry: back in the queue, due now; then reload the list. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(`/api/admin/mail/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKey }),
  });
}
