import type {
  CourseStatus,
  Page,
  StudioCourse,
  StudioCourseInput,
  StudioCourseRow,
  StudioLessonInput,
  StudioModuleInput,
} from '@storyloom/domain';
import { STUDIO_PAGE_SIZE } from '@storyloom/domain';
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const studioKey = ['studio'] as const;
export const coursePath = (id: string) => `/api/studio/courses/${encodeURIComponent(id)}`;
export const modulePath = (id: string, moduleId: string) => `${coursePath(id)}/modules/${encodeURIComponent(moduleId)}`;

export const studioListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...studioKey, 'list', page],
    queryFn: ({ signal }) =>
      api<Page<StudioCourseRow>>(`/api/studio/courses?page=${page}&pageSize=${STUDIO_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

const courseKey = (id: string) => [...studioKey, 'course', id] as const;

export const studioCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKey(id),
    queryFn: ({ signal }) => api<StudioCourse>(coursePath(id), { signal }),
  });

/**
 * Every change answers with the whole course: it goes straight into the cache; the list and the
 * learner's catalogue (another feature's 'courses' queries) are refreshed behind it.
 */
export function stored(queryClient: QueryClient, course: StudioCourse) {
  queryClient.setQueryData(courseKey(course.id), course);
  void queryClient.invalidateQueries({ queryKey: [...studioKey, 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['courses'] });
  return course;
}

export function useCourseMutation<V>(request: (vars: V) => Promise<StudioCourse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (course) => stored(queryClient, course),
  });
}

export const useCreateCourse = () =>
  useCourseMutation((input: StudioCourseInput) =>
    api<StudioCourse>('/api/studio/courses', { method: 'POST', body: input }),
  );

export const useSaveCourse = (id: string) =>
  useCourseMutation((input: StudioCourseInput) => api<StudioCourse>(coursePath(id), { method: 'PUT', body: input }));

export const useChangeStatus = (id: string) =>
  useCourseMutation((status: CourseStatus) =>
    api<StudioCourse>(`${coursePath(id)}/status`, { method: 'PUT', body: { status } }),
  );

export function useDeleteCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(coursePath(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: courseKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...studioKey, 'list'] });
    },
  });
}

/** A module to save: `moduleId` when it exists already. */
type ModuleSave = { moduleId?: string; input: StudioModuleInput };

export const useSaveModule = (id: string) =>
  useCourseMutation(({ moduleId, input }: ModuleSave) =>
    moduleId
      ? api<StudioCourse>(modulePath(id, moduleId), { method: 'PUT', body: input })
      : api<StudioCourse>(`${coursePath(id)}/modules`, { method: 'POST', body: input }),
  );

export const useDeleteModule = (id: string) =>
  useCourseMutation((moduleId: string) => api<StudioCourse>(modulePath(id, moduleId), { method: 'DELETE' }));

type LessonSave = { moduleId: string; lessonId?: string; input: StudioLessonInput };

export const useSaveLesson = (id: string) =>
  useCourseMutation(({ moduleId, lessonId, input }: LessonSave) =>
    lessonId
      ? api<StudioCourse>(`${modulePath(id, moduleId)}/lessons/${encodeURIComponent(lessonId)}`, {
          method: 'PUT',
          body: input,
        })
      : api<StudioCourse>(`${modulePath(id, moduleId)}/lessons`, { method: 'POST', body: input }),
  );

export const useDeleteLesson = (id: string) =>
  useCourseMutation(({ moduleId, lessonId }: { moduleId: string; lessonId: string }) =>
    api<StudioCourse>(`${modulePath(id, moduleId)}/lessons/${encodeURIComponent(lessonId)}`, { method: 'DELETE' }),
  );

/** A new order of the modules (no `moduleId`) or of one module's lessons: every id once. */
export type OrderChange = { moduleId?: string; ids: string[] };

/** Reorders at once on screen (a dropped item stays where it was dropped); put back if the server refuses. */
export function useReorder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, ids }: OrderChange) =>
      api<StudioCourse>(moduleId ? `${modulePath(id, moduleId)}/lesson-order` : `${coursePath(id)}/module-order`, {
        method: 'PUT',
        body: { ids },
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: courseKey(id) });
      const before = queryClient.getQueryData<StudioCourse>(courseKey(id));
      if (before) queryClient.setQueryData(courseKey(id), reordered(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(courseKey(id), context.before);
    },
    onSuccess: (course) => stored(queryClient, course),
  });
}

/** `course` with its modules, or one module's lessons, in the order `ids` gives. */
export function reordered(course: StudioCourse, { moduleId, ids }: OrderChange): StudioCourse {
  const sort = <T extends { id: string }>(items: T[]) =>
    [...items].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)).map((item, i) => ({ ...item, position: i + 1 }));
  if (!moduleId) return { ...course, modules: sort(course.modules) };
  return {
    ...course,
    modules: course.modules.map((m) => (m.id === moduleId ? { ...m, lessons: sort(m.lessons) } : m)),
  };
}
