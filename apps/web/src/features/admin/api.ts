import type { ContactMessageEntry, ContactStatus, Page, WaitingListEntry } from '@storyloom/domain';
import { ADMIN_PAGE_SIZE } from '@storyloom/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ListParams {
  page: number;
  search: string;
  status?: ContactStatus | '';
}

/** The query string of a list or export: empty values are left out. */
export function listQuery({ page, search, status }: Partial<ListParams>, pageSize?: number): string {
  const params = new URLSearchParams();
  if (page) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const WAITING_LIST_PATH = '/api/admin/waiting-list';
export const CONTACT_MESSAGES_PATH = '/api/admin/contact-messages';

const waitingListKey = ['admin', 'waiting-list'] as const;
const contactMessagesKey = ['admin', 'contact-messages'] as const;

export const waitingListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...waitingListKey, params],
    queryFn: () => api<Page<WaitingListEntry>>(`${WAITING_LIST_PATH}${listQuery(params, ADMIN_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
  });

export const contactMessagesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...contactMessagesKey, params],
    queryFn: () => api<Page<ContactMessageEntry>>(`${CONTACT_MESSAGES_PATH}${listQuery(params, ADMIN_PAGE_SIZE)}`),
    placeholderData: keepPreviousData,
  });

export function useUpdateMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      api<ContactMessageEntry>(`${CONTACT_MESSAGES_PATH}/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`${CONTACT_MESSAGES_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
