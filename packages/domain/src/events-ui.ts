import { z } from 'zod';
import { paginationQuerySchema } from './api.js';
import { EVENT_TYPES, eventSummarySchema } from './events.js';
import { linkSchema } from './links.js';
import { acknowledgeShape, changesSomething } from './safety.js';

// Events screens: texts and schemas (decision 0707).

export const eventScreenMessages = {
  tabs: { all: 'All Events', upcoming: 'Upcoming', your: 'Your Events', past: 'Past Events' },
  calendarView: 'Calendar View',
  createEvent: 'Create Event',
  register: 'Register',
  viewDetails: 'View Details',
  noEventsFound: 'No events found',
  noEventsHint: 'Check back later or try a different filter',
  loadingDetails: 'Loading event details...',
  notFound: 'Event not found',
  notFoundText: "The event you're looking for doesn't exist or has been removed.",
  backToEvents: 'Back to Events',
  similarEvents: 'Similar Events',
  noSimilarEvents: 'No similar events found',
  addToCalendar: 'Add to Calendar',
  addedToCalendar: 'Added to calendar',
  shareEvent: 'Share Event',
  linkCopied: 'Link copied!',
  errorTitle: 'Error',
  loadFailed: 'Failed to load event details. Please try again.',
} as const;

/** Display names of the event types (the stored values are lower case). */
export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  workshop: 'Workshop',
  masterclass: 'Masterclass',
  networking: 'Networking',
  business: 'Business',
  discussion: 'Discussion',
};

export const EVENT_TABS = ['all', 'upcoming', 'your', 'past'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENTS_PAGE_SIZE = 9;
export const SIMILAR_EVENTS_LIMIT = 2;
/** An event without an end time is put in calendars for this long (docs/decisions/0707). */
export const EVENT_DEFAULT_MINUTES = 60;
export const EVENT_MAX_ATTENDEES_LIMIT = 10_000;

export const eventsListQuerySchema = paginationQuerySchema.extend({
  tab: z.enum(EVENT_TABS).default('all'),
  pageSize: z.coerce.number().int().min(1).max(50).default(EVENTS_PAGE_SIZE),
});

/** The calendar view's window: the reader's month, as instants (at most 45 days, so a page stays small). */
export const calendarQuerySchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine(({ from, to }) => {
    const span = new Date(to).getTime() - new Date(from).getTime();
    return span > 0 && span <= 45 * 86_400_000;
  }, 'The calendar window must be 1 to 45 days');

const agendaItem = z.object({ time: z.string(), title: z.string(), description: z.string() });
const material = z.object({ title: z.string(), url: z.string() });

export const eventDetailSchema = eventSummarySchema.extend({
  hostBio: z.string().nullable(),
  agenda: z.array(agendaItem),
  materials: z.array(material),
  isPast: z.boolean(),
  similar: z.array(eventSummarySchema),
  /** The viewer hosts it or is an admin: they may edit and delete it. */
  canEdit: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * A material link: a web address, or a path on this site (never another scheme, never a path
 * that a browser reads as another site, such as '/\evil.example'): decision 1332.
 */
export const safeLinkSchema = linkSchema({
  max: 500,
  paths: true,
  message: 'Use a web address (https://...) or a path on this site',
});

export const createEventSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the event a title').max(120),
  type: z.enum(EVENT_TYPES),
  description: z.string().trim().min(1, 'Tell people what the event is about').max(2000),
  startsAt: z.iso
    .datetime({ offset: true })
    .refine((v) => new Date(v).getTime() > Date.now(), 'Pick a time in the future'),
  location: z.string().trim().min(1, 'Say where it happens').max(200),
  maxAttendees: z.number().int().min(1).max(EVENT_MAX_ATTENDEES_LIMIT).nullable(),
  agenda: z
    .array(
      z.strictObject({
        time: z.string().trim().min(1).max(20),
        title: z.string().trim().min(1).max(120),
        description: z.string().trim().max(300).default(''),
      }),
    )
    .max(12)
    .default([]),
  materials: z
    .array(z.strictObject({ title: z.string().trim().min(1).max(120), url: safeLinkSchema }))
    .max(12)
    .default([]),
  ...acknowledgeShape,
});
export type CreateEventInput = z.input<typeof createEventSchema>;

const eventFields = createEventSchema.shape;

/** An edit of an event: any of its fields, at least one. */
export const updateEventSchema = z
  .strictObject({
    title: eventFields.title.optional(),
    type: eventFields.type.optional(),
    description: eventFields.description.optional(),
    startsAt: eventFields.startsAt.optional(),
    location: eventFields.location.optional(),
    maxAttendees: eventFields.maxAttendees.optional(),
    agenda: eventFields.agenda.unwrap().optional(),
    materials: eventFields.materials.unwrap().optional(),
    ...acknowledgeShape,
  })
  .refine((value) => changesSomething(value), 'Change at least one field');
export type UpdateEventInput = z.input<typeof updateEventSchema>;

/** Which list an event belongs to: upcoming when its date is after now, past before. */
export function isUpcoming(startsAt: string, now: Date = new Date()): boolean {
  return new Date(startsAt).getTime() > now.getTime();
}

/** Spots left, or null when the event has no limit. */
export function spotsLeft(e: { attendees: number; maxAttendees: number | null }): number | null {
  return e.maxAttendees === null ? null : Math.max(0, e.maxAttendees - e.attendees);
}
