import type { FeedQuery, LeaderboardRange, MemberFilter, Page } from '@storyloom/domain';

/** Every community query lives under 'community', so one invalidation can refresh them all. */
export const communityKeys = {
  all: ['community'] as const,
  feeds: () => [...communityKeys.all, 'feed'] as const,
  feed: (q: Omit<FeedQuery, 'cursor' | 'limit'>) => [...communityKeys.feeds(), q] as const,
  post: (id: string) => [...communityKeys.all, 'post', id] as const,
  comments: (postId: string) => [...communityKeys.all, 'comments', postId] as const,
  trending: () => [...communityKeys.all, 'trending'] as const,
  me: () => [...communityKeys.all, 'me'] as const,
  active: () => [...communityKeys.all, 'active'] as const,
  spaces: () => [...communityKeys.all, 'spaces'] as const,
  spaceList: (scope: 'joined' | 'all') => [...communityKeys.spaces(), 'list', scope] as const,
  space: (id: string) => [...communityKeys.spaces(), 'one', id] as const,
  spaceMembers: (id: string) => [...communityKeys.spaces(), 'members', id] as const,
  members: (q: { q?: string; filter: MemberFilter }) => [...communityKeys.all, 'members', q] as const,
  leaderboard: (range: LeaderboardRange) => [...communityKeys.all, 'leaderboard', range] as const,
  events: () => [...communityKeys.all, 'events'] as const,
  notifications: () => [...communityKeys.all, 'notifications'] as const,
  unread: () => [...communityKeys.notifications(), 'unread'] as const,
};

/** The next page number of a page-numbered list, or undefined after the last. */
export function nextPageOf<T>(last: Page<T>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** A query string from the defined values. */
export function qs(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}
