import type {
  Achievement,
  CatalogueQuery,
  CourseSummary,
  LearningCourse,
  Material,
  ModuleComment,
  ModuleView,
  Page,
  Recording,
} from '@storyloom/domain';
import { infiniteQueryOptions, keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

const coursePath = (slug: string) => `/api/courses/${encodeURIComponent(slug)}`;
const modulePath = (slug: string, position: number) => `${coursePath(slug)}/modules/${position}`;

/** Every query of this feature starts with 'courses', so one invalidation refreshes progress everywhere. */
const coursesKey = ['courses'] as const;

export const catalogueQueryOptions = (
  query: Required<Pick<CatalogueQuery, 'category' | 'page'>> & { search: string },
) =>
  queryOptions({
    queryKey: [...coursesKey, 'catalogue', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ category: query.category, page: String(query.page) });
      if (query.search) params.set('search', query.search);
      return api<Page<CourseSummary>>(`/api/courses?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const learningQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'enrolled', page],
    queryFn: ({ signal }) => api<Page<LearningCourse>>(`/api/courses/enrolled?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const materialsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'materials', slug, page],
    queryFn: ({ signal }) => api<Page<Material>>(`${coursePath(slug)}/materials?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const recordingsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'recordings', slug, page],
    queryFn: ({ signal }) => api<Page<Recording>>(`${coursePath(slug)}/recordings?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const moduleQueryOptions = (slug: string, position: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'module', slug, position],
    queryFn: ({ signal }) => api<ModuleView>(modulePath(slug, position), { signal }),
  });

/** A module's discussion, newest first, one page more at a time ('Load more'). */
export const commentsQueryOptions = (slug: string, position: number) =>
  infiniteQueryOptions({
    queryKey: [...coursesKey, 'comments', slug, position],
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      api<Page<ModuleComment>>(`${modulePath(slug, position)}/comments?page=${pageParam}`, { signal }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export const achievementsQueryOptions = queryOptions({
  queryKey: [...coursesKey, 'achievements'],
  queryFn: ({ signal }) => api<{ items: Achievement[] }>('/api/achievements', { signal }),
});

export function enroll(slug: string) {
  return api<{ created: boolean; course: CourseSummary }>(`${coursePath(slug)}/enrollment`, { method: 'POST' });
}

export function completeLesson(slug: string, position: number, lessonId: string) {
  return api<{ completedLessons: number; totalLessons: number; percent: number }>(
    `${modulePath(slug, position)}/lessons/${lessonId}/completion`,
    { method: 'POST' },
  );
}

export function completeModule(slug: string, position: number) {
  return api<{ nextModule: number | null; progress: CourseSummary['progress'] }>(
    `${modulePath(slug, position)}/completion`,
    { method: 'POST' },
  );
}

/** `ack` after the safety coach's "Post anyway" (issue 16). */
export function postComment(
  slug: string,
  position: number,
  body: string,
  ack: { acknowledgePersonalInfo?: true } = {},
) {
  return api<ModuleComment>(`${modulePath(slug, position)}/comments`, { method: 'POST', body: { body, ...ack } });
}

/**
 * After any progress change: every course view and the dashboard panels show the new numbers.
 * The dashboard's queries live under 'dashboard' (features/dashboard/api.ts).
 */
export async function refreshLearning(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: coursesKey }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
