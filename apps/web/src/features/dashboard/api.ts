import type {
  ActivityItem,
  CourseSummary,
  DashboardStats,
  EventSummary,
  Page,
  RegistrationResult,
} from '@storyloom/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** One query (one request) per dashboard panel, all under 'dashboard'. */
const dashboardKey = ['dashboard'] as const;

export const statsQueryOptions = queryOptions({
  queryKey: [...dashboardKey, 'stats'],
  queryFn: ({ signal }) => api<DashboardStats>('/api/dashboard/stats', { signal }),
});

export const activityQueryOptions = queryOptions({
  queryKey: [...dashboardKey, 'activity'],
  queryFn: ({ signal }) => api<Page<ActivityItem>>('/api/dashboard/activity', { signal }),
});

export const recommendedQueryOptions = queryOptions({
  queryKey: [...dashboardKey, 'recommended'],
  queryFn: ({ signal }) => api<{ items: CourseSummary[] }>('/api/dashboard/recommended', { signal }),
});

export const upcomingEventsQueryOptions = queryOptions({
  queryKey: [...dashboardKey, 'events'],
  queryFn: ({ signal }) => api<Page<EventSummary>>('/api/events/upcoming', { signal }),
});

export function enrollInCourse(slug: string) {
  return api<{ created: boolean }>(`/api/courses/${encodeURIComponent(slug)}/enrollment`, { method: 'POST' });
}

export function rsvp(eventId: string) {
  return api<RegistrationResult>(`/api/events/${eventId}/registration`, { method: 'POST' });
}

/** The dashboard panels and the course screens ('courses' queries) show the change. */
export async function refreshDashboard(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
    queryClient.invalidateQueries({ queryKey: ['courses'] }),
  ]);
}
