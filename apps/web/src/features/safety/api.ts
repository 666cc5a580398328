import type { BlockedMember, ModerationNotice, ReportBody } from '@storyloom/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const safetyKeys = {
  all: ['safety'] as const,
  list: (kind: RelationKind) => [...safetyKeys.all, kind] as const,
  notices: () => [...safetyKeys.all, 'notices'] as const,
};

/** A list page as the server sends it: page-numbered (total), cursor-paged, or everything at once. */
type ListPage<T> = {
  items: T[];
  total?: number;
  page?: number;
  pageSize?: number;
  nextCursor?: string | null;
};

type PageParam = { page: number; cursor?: string };

function nextParam<T>(last: ListPage<T>, param: PageParam): PageParam | undefined {
  if (last.nextCursor) return { page: param.page + 1, cursor: last.nextCursor };
  if (last.total !== undefined && last.pageSize !== undefined && (last.page ?? param.page) * last.pageSize < last.total)
    return { page: param.page + 1 };
  return undefined;
}

function search(param: PageParam): string {
  if (param.cursor) return `?cursor=${encodeURIComponent(param.cursor)}`;
  return param.page > 1 ? `?page=${param.page}` : '';
}

export const sendReport = (body: ReportBody) => api<unknown>('/api/reports', { method: 'POST', body });

/** blocks: the members I blocked; mutes: the members I muted. */
export type RelationKind = 'blocks' | 'mutes';

export const relationQueryOptions = (kind: RelationKind) =>
  infiniteQueryOptions({
    queryKey: safetyKeys.list(kind),
    queryFn: ({ pageParam, signal }) => api<ListPage<BlockedMember>>(`/api/${kind}${search(pageParam)}`, { signal }),
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: (last, _all, param) => nextParam(last, param),
  });

export const setRelation = (kind: RelationKind, memberId: string, on: boolean) =>
  api<unknown>(`/api/${kind}/${memberId}`, { method: on ? 'PUT' : 'DELETE' });

export const noticesQueryOptions = infiniteQueryOptions({
  queryKey: safetyKeys.notices(),
  queryFn: ({ pageParam, signal }) =>
    api<ListPage<ModerationNotice>>(`/api/moderation/notices${search(pageParam)}`, { signal }),
  initialPageParam: { page: 1 } as PageParam,
  getNextPageParam: (last, _all, param) => nextParam(last, param),
});

export const sendAppeal = (actionId: string, text: string) =>
  api<unknown>(`/api/moderation/notices/${actionId}/appeal`, { method: 'POST', body: { text } });
