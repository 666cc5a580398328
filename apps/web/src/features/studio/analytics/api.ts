import type { StudioAnalytics } from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A course's analytics: the owner's or an admin's (the server answers 404 to anyone else). */
export const studioAnalyticsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['studio', 'analytics', courseId],
    queryFn: ({ signal }) =>
      api<StudioAnalytics>(`/api/studio/courses/${encodeURIComponent(courseId)}/analytics`, { signal }),
  });
