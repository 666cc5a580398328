import type { MaterialType, StudioCourse } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toApiError } from '@/lib/api';
import { coursePath, modulePath, stored, useCourseMutation } from './api';

// The studio's uploads (issue 17): multipart FormData, sent as the profile avatar and post media are.

/** Posts a form (a file and its text fields); resolves with the JSON answer, or throws the server's ApiError. */
async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

function fileForm(file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  // Text fields first: the server reads them while the file streams in after.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return form;
}

type LessonRef = { moduleId: string; lessonId: string };
export const lessonVideoPath = (id: string, { moduleId, lessonId }: LessonRef) =>
  `${modulePath(id, moduleId)}/lessons/${encodeURIComponent(lessonId)}/video`;

export const useUploadVideo = (id: string) =>
  useCourseMutation(({ file, ...lesson }: LessonRef & { file: File }) =>
    postForm<StudioCourse>(lessonVideoPath(id, lesson), fileForm(file)),
  );

export const useRemoveVideo = (id: string) =>
  useCourseMutation((lesson: LessonRef) => api<StudioCourse>(lessonVideoPath(id, lesson), { method: 'DELETE' }));

export const useUploadCover = (id: string) =>
  useCourseMutation((file: File) => postForm<StudioCourse>(`${coursePath(id)}/cover`, fileForm(file)));

export const useRemoveCover = (id: string) =>
  useCourseMutation(() => api<StudioCourse>(`${coursePath(id)}/cover`, { method: 'DELETE' }));

/** A material to upload; `moduleId` '' for a file of the whole course. */
export type MaterialUpload = { title: string; type: MaterialType; moduleId: string; file: File };

export const useAddMaterial = (id: string) =>
  useCourseMutation(({ file, title, type, moduleId }: MaterialUpload) =>
    postForm<StudioCourse>(
      `${coursePath(id)}/materials`,
      fileForm(file, { title, type, ...(moduleId ? { moduleId } : {}) }),
    ),
  );

export const useDeleteMaterial = (id: string) =>
  useCourseMutation((materialId: string) =>
    api<StudioCourse>(`${coursePath(id)}/materials/${encodeURIComponent(materialId)}`, { method: 'DELETE' }),
  );

/** The course as one zip: a plain link downloads it (the server names the file). */
export const exportPath = (id: string) => `${coursePath(id)}/export`;

/** A course archive in: the server answers the new draft (or 422 invalid_archive, naming what is wrong). */
export function useImportCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postForm<StudioCourse>('/api/studio/courses/import', fileForm(file)),
    onSuccess: (course) => stored(queryClient, course),
  });
}
