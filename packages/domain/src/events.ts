import { z } from 'zod';
import { moderationStateSchema } from './safety.js';

/** The event types (categories). */
export const EVENT_TYPES = ['workshop', 'masterclass', 'networking', 'business', 'discussion'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Error texts of the event APIs: 'Event not found' is fixed (decision 1401); the others are ours. */
export const eventErrors = {
  notFound: 'Event not found',
  full: 'This event is full',
  past: 'This event has already taken place',
  notHost: "Only the event's host or an admin can change this event",
} as const;

export const UPCOMING_EVENTS_PAGE_SIZE = 3;

export const agendaItemSchema = z.object({ time: z.string(), title: z.string(), description: z.string() });
export const eventMaterialSchema = z.object({ title: z.string(), url: z.string() });

export const eventSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  description: z.string(),
  startsAt: z.string(),
  location: z.string(),
  host: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  attendees: z.number().int(),
  maxAttendees: z.number().int().nullable(),
  registered: z.boolean(),
  moderationState: moderationStateSchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventParamsSchema = z.object({ eventId: z.uuid() });

export const registrationResultSchema = z.object({
  /** False when the user had already registered: nothing changed. */
  created: z.boolean(),
  attendees: z.number().int(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
