import type {
  ActiveMembers,
  CommunityMe,
  FollowResult,
  LeaderboardPage,
  LeaderboardRange,
  Member,
  MemberFilter,
  NotificationsPage,
  Page,
} from '@storyloom/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { communityKeys, nextPageOf, qs } from './keys';

export const communityMeQueryOptions = queryOptions({
  queryKey: communityKeys.me(),
  queryFn: ({ signal }) => api<CommunityMe>('/api/community/me', { signal }),
});

export const activeMembersQueryOptions = queryOptions({
  queryKey: communityKeys.active(),
  queryFn: ({ signal }) => api<ActiveMembers>('/api/members/active', { signal }),
  refetchInterval: 60_000,
});

export const membersQueryOptions = (params: { q?: string; filter: MemberFilter }) =>
  infiniteQueryOptions({
    queryKey: communityKeys.members(params),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Member>>(`/api/members${qs({ ...params, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const setFollow = (memberId: string, follow: boolean) =>
  api<FollowResult>(`/api/members/${memberId}/follow`, { method: follow ? 'PUT' : 'DELETE' });

export const leaderboardQueryOptions = (range: LeaderboardRange) =>
  infiniteQueryOptions({
    queryKey: communityKeys.leaderboard(range),
    queryFn: ({ pageParam, signal }) =>
      api<LeaderboardPage>(`/api/leaderboard${qs({ range, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const unreadQueryOptions = queryOptions({
  queryKey: communityKeys.unread(),
  queryFn: ({ signal }) => api<{ unread: number }>('/api/notifications/unread-count', { signal }),
});

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: [...communityKeys.notifications(), 'list'],
  queryFn: ({ pageParam, signal }) =>
    api<NotificationsPage>(`/api/notifications${qs({ cursor: pageParam })}`, { signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const markAllRead = () => api<{ unread: number }>('/api/notifications/read', { method: 'POST', body: {} });
