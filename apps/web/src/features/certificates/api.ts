import type { MyCertificate, Page, PublicCertificate } from '@storyloom/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

const certificateKeys = {
  all: ['certificates'] as const,
  one: (id: string) => [...certificateKeys.all, 'public', id] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
};

/** The public verification answer; an unknown id fails with 404 certificate_not_found (not retried). */
export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.one(id),
    queryFn: ({ signal }) => api<PublicCertificate>(`/api/certificates/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

const MY_CERTIFICATES_PAGE_SIZE = 10;

/** The signed-in learner's certificates, newest first, a page at a time. */
export const myCertificatesQueryOptions = infiniteQueryOptions({
  queryKey: certificateKeys.mine(),
  queryFn: ({ pageParam, signal }) =>
    api<Page<MyCertificate>>(`/api/certificates?page=${pageParam}&pageSize=${MY_CERTIFICATES_PAGE_SIZE}`, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
});
