import type {
  AiGeneration,
  AiGenerationPage,
  AiGenerationTool,
  AiStreamEvent,
  CourseLink,
  LearnRequest,
  VideoRequest,
  VideoResult,
} from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, toApiError } from '@/lib/api';
import { readEvents } from './ndjson-reader';

export const HISTORY_PAGE_SIZE = 5;

export const historyKey = (tool: AiGenerationTool) => ['ai', 'history', tool] as const;

export const historyQueryOptions = (tool: AiGenerationTool, page: number) =>
  queryOptions({
    queryKey: [...historyKey(tool), page],
    queryFn: ({ signal }) =>
      api<AiGenerationPage>(`/api/ai/generations?tool=${tool}&page=${page}&pageSize=${HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const courseLinksQueryOptions = ({ goal, level }: Pick<LearnRequest, 'goal' | 'level'>) =>
  queryOptions({
    queryKey: ['ai', 'learn-courses', goal, level],
    queryFn: ({ signal }) =>
      api<{ items: CourseLink[] }>(`/api/ai/learn/courses?${new URLSearchParams({ goal, level, pageSize: '5' })}`, {
        signal,
      }),
  });

export const betaQueryOptions = queryOptions({
  queryKey: ['ai', 'sound-beta'],
  queryFn: ({ signal }) => api<{ applied: boolean }>('/api/ai/sound/beta', { signal }),
});

export const applyForBeta = () => api<{ applied: boolean }>('/api/ai/sound/beta', { method: 'POST' });

export const saveOutput = (id: string, output: string) =>
  api<AiGeneration>(`/api/ai/generations/${id}`, { method: 'PATCH', body: { output } });

export const requestVideo = (body: VideoRequest) => api<VideoResult>('/api/ai/video', { method: 'POST', body });

/** Posts a generation request and calls `onEvent` for each line of the streamed answer as it arrives. */
export async function streamGeneration(
  path: string,
  body: unknown,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body) throw new Error('The answer has no body');
  await readEvents(response.body, onEvent);
}
