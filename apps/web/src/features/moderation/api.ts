import type {
  AuditEntry,
  FilterTerm,
  ModerationActionBody,
  Page,
  QueueItem,
  QueueItemDetail,
  ReportReason,
  ReportSurface,
} from '@storyloom/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type QueueStatus = 'open' | 'handled' | 'appeals';
export interface QueueParams {
  status: QueueStatus;
  reason: ReportReason | '';
  surface: ReportSurface | '';
  page: number;
}

export const QUEUE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;

/** The queue's query string: empty filters are left out. */
export function queueQuery({ status, reason, surface, page }: QueueParams): string {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(QUEUE_PAGE_SIZE) });
  if (reason) params.set('reason', reason);
  if (surface) params.set('surface', surface);
  return `?${params.toString()}`;
}

const queueKey = ['moderation', 'queue'] as const;
const auditKey = ['moderation', 'audit'] as const;
const termsKey = ['moderation', 'filter-terms'] as const;

export const queueQueryOptions = (params: QueueParams) =>
  queryOptions({
    queryKey: [...queueKey, params],
    queryFn: () => api<Page<QueueItem>>(`/api/moderation/queue${queueQuery(params)}`),
    placeholderData: keepPreviousData,
  });

export const queueItemQueryOptions = (item: { surface: ReportSurface; itemId: string }) =>
  queryOptions({
    queryKey: [...queueKey, 'item', item.surface, item.itemId],
    queryFn: () =>
      api<QueueItemDetail>(
        `/api/moderation/queue/${encodeURIComponent(item.surface)}/${encodeURIComponent(item.itemId)}`,
      ),
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...auditKey, page],
    queryFn: () => api<Page<AuditEntry>>(`/api/admin/audit-log?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export const filterTermsQueryOptions = () =>
  queryOptions({
    queryKey: termsKey,
    // The list may come as an array or as a page; both are read.
    queryFn: async () => {
      const body = await api<FilterTerm[] | { items: FilterTerm[] }>('/api/admin/filter-terms');
      return Array.isArray(body) ? body : body.items;
    },
  });

/** After a decision the queue, the item and the audit log are all out of date. */
function useInvalidateModeration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queueKey }),
      queryClient.invalidateQueries({ queryKey: auditKey }),
    ]);
}

export function useModerationAction() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: (body: ModerationActionBody) => api<unknown>('/api/moderation/actions', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useAppealDecision() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: ({ appealId, decision, note }: { appealId: string; decision: 'uphold' | 'reverse'; note?: string }) =>
      api<unknown>(`/api/moderation/appeals/${encodeURIComponent(appealId)}/decision`, {
        method: 'POST',
        body: note ? { decision, note } : { decision },
      }),
    onSuccess: invalidate,
  });
}

export function useAddFilterTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { term: string; kind: 'block' | 'allow' }) =>
      api<FilterTerm>('/api/admin/filter-terms', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
}

export function useDeleteFilterTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/filter-terms/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey }),
  });
}
