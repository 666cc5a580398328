import {
  type CreateEventInput,
  type EventDetail,
  type EventSummary,
  type EventTab,
  monthRangeInZone,
  type Page,
  type RegistrationResult,
  type UpdateEventInput,
} from '@storyloom/domain';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { communityKeys, nextPageOf, qs } from './keys';

export const eventListQueryOptions = (tab: EventTab) =>
  infiniteQueryOptions({
    queryKey: [...communityKeys.events(), 'list', tab],
    queryFn: ({ pageParam, signal }) =>
      api<Page<EventSummary>>(`/api/events${qs({ tab, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...communityKeys.events(), 'one', id],
    queryFn: ({ signal }) => api<EventDetail>(`/api/events/${id}`, { signal }),
  });

/** The events of a month (0-based) of the reader's calendar, in the reader's time zone. */
export const calendarQueryOptions = (year: number, month: number, timeZone: string) => {
  const range = monthRangeInZone(year, month + 1, timeZone);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return queryOptions({
    queryKey: [...communityKeys.events(), 'month', from, to],
    queryFn: ({ signal }) => api<{ items: EventSummary[] }>(`/api/events/calendar${qs({ from, to })}`, { signal }),
  });
};

export const createEvent = (body: CreateEventInput) => api<EventDetail>('/api/events', { method: 'POST', body });
export const registerForEvent = (id: string) =>
  api<RegistrationResult>(`/api/events/${id}/registration`, { method: 'POST' });
export const icsUrl = (id: string) => `/api/events/${id}/calendar.ics`;
export const eventUrl = (id: string) => `${window.location.origin}/event/${id}`;

/** Registration and creation change counts on every event screen, the dashboard and points. */
export async function refreshEvents(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.events() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.me() }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

export const updateEvent = (id: string, body: UpdateEventInput) =>
  api<EventDetail>(`/api/events/${id}`, { method: 'PATCH', body });
export const deleteEvent = (id: string) => api<void>(`/api/events/${id}`, { method: 'DELETE' });
