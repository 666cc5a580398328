import { z } from 'zod';
import { paginationQuerySchema } from './api.js';
import { EVENT_TYPES, eventSummarySchema } from './events.js';
import { linkSchema } from './links.js';
import { acknowledgeShape, changesSomething } from './safety.js';

// Events screens: texts and schemas (decision 0707).

export const EVENT_TABS = ['all', 'upcoming', 'your', 'past'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENTS_PAGE_SIZE = 9;

/** The event forms' messages (errors catalogue: errors.events.*). */
export const eventFormTexts = {
  calendarWindow: 'The calendar window must be 1 to 45 days',
  materialLink: 'Use a web address (https://...) or a path on this site',
  titleRequired: 'Give the event a title',
  descriptionRequired: 'Tell people what the event is about',
  future: 'Pick a time in the future',
  locationRequired: 'Say where it happens',
  changeSomething: 'Change at least one field',
} as const;
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
  }, eventFormTexts.calendarWindow);

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
  message: eventFormTexts.materialLink,
});

export const createEventSchema = z.strictObject({
  title: z.string().trim().min(1, eventFormTexts.titleRequired).max(120),
  type: z.enum(EVENT_TYPES),
  description: z.string().trim().min(1, eventFormTexts.descriptionRequired).max(2000),
  startsAt: z.iso.datetime({ offset: true }).refine((v) => new Date(v).getTime() > Date.now(), eventFormTexts.future),
  location: z.string().trim().min(1, eventFormTexts.locationRequired).max(200),
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
  .refine((value) => changesSomething(value), eventFormTexts.changeSomething);
export type UpdateEventInput = z.input<typeof updateEventSchema>;

/** Which list an event belongs to: upcoming when its date is after now, past before. */
export function isUpcoming(startsAt: string, now: Date = new Date()): boolean {
  return new Date(startsAt).getTime() > now.getTime();
}

/** Spots left, or null when the event has no limit. */
export function spotsLeft(e: { attendees: number; maxAttendees: number | null }): number | null {
  return e.maxAttendees === null ? null : Math.max(0, e.maxAttendees - e.attendees);
}
