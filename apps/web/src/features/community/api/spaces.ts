import type { CreateSpaceInput, MembershipResult, Page, Space, SpaceMember, UpdateSpaceInput } from '@storyloom/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { communityKeys, nextPageOf, qs } from './keys';

export const spaceListQueryOptions = (scope: 'joined' | 'all') =>
  infiniteQueryOptions({
    queryKey: communityKeys.spaceList(scope),
    queryFn: ({ pageParam, signal }) => api<Page<Space>>(`/api/spaces${qs({ scope, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Every space for a chooser (the composer's space select): the first 100 are plenty. */
export const allSpacesQueryOptions = queryOptions({
  queryKey: [...communityKeys.spaces(), 'choices'],
  queryFn: ({ signal }) => api<Page<Space>>('/api/spaces?scope=all&pageSize=100', { signal }),
});

export const spaceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: communityKeys.space(id),
    queryFn: ({ signal }) => api<Space>(`/api/spaces/${id}`, { signal }),
  });

export const spaceMembersQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.spaceMembers(id),
    queryFn: ({ pageParam, signal }) =>
      api<Page<SpaceMember>>(`/api/spaces/${id}/members${qs({ page: pageParam, pageSize: 12 })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const createSpace = (body: CreateSpaceInput) => api<Space>('/api/spaces', { method: 'POST', body });
export const updateSpace = (id: string, body: UpdateSpaceInput) =>
  api<Space>(`/api/spaces/${id}`, { method: 'PATCH', body });
export const setMembership = (id: string, join: boolean) =>
  api<MembershipResult>(`/api/spaces/${id}/membership`, { method: join ? 'PUT' : 'DELETE' });
