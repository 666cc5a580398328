import {
  type CreateEventInput,
  createEventSchema,
  type EVENT_TYPES,
  type EventDetail,
  type UpdateEventInput,
  updateEventSchema,
} from '@storyloom/domain';
import { z } from 'zod';

/** The event dialog's fields, as typed. */
export interface EventFormValues {
  title: string;
  type: (typeof EVENT_TYPES)[number];
  description: string;
  /** datetime-local, the reader's time zone */
  date: string;
  location: string;
  maxAttendees: string;
  agenda: Array<{ time: string; title: string; description: string }>;
  materials: Array<{ title: string; url: string }>;
}

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  type: 'workshop',
  description: '',
  date: '',
  location: '',
  maxAttendees: '',
  agenda: [],
  materials: [],
};

type ReadLocal = (value: string) => Date | null;

/** The fields of a stored event, with its time written as the reader's `toLocalInput` writes it. */
export function eventFormValues(event: EventDetail, toLocalInput: (iso: string) => string): EventFormValues {
  return {
    title: event.title,
    type: event.type,
    description: event.description,
    date: toLocalInput(event.startsAt),
    location: event.location,
    maxAttendees: event.maxAttendees === null ? '' : String(event.maxAttendees),
    agenda: event.agenda.map(({ time, title, description }) => ({ time, title, description })),
    materials: event.materials.map(({ title, url }) => ({ title, url })),
  };
}

/** The request body from the dialog's fields; `readLocal` reads the date and time in the user's zone (Settings → General). */
function toBody(v: EventFormValues, readLocal: ReadLocal): CreateEventInput {
  return {
    title: v.title,
    type: v.type,
    description: v.description,
    startsAt: readLocal(v.date)?.toISOString() ?? '',
    location: v.location,
    maxAttendees: v.maxAttendees.trim() ? Number(v.maxAttendees) : null,
    agenda: v.agenda,
    materials: v.materials,
  };
}

/**
 * Puts each problem of a body under the field it came from: the time's under the date, a row's
 * under its list, one about the whole body under 'form' (one message per field is enough to fix it).
 */
function reportIssues(issues: readonly z.core.$ZodIssue[], ctx: z.RefinementCtx) {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const field = key === 'startsAt' ? 'date' : key;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  for (const [field, message] of problems) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The dialog's fields checked with the server's createEventSchema, after reading the date in the user's zone. */
export function createEventFormSchema(readLocal: ReadLocal) {
  return z.custom<EventFormValues>().transform((values, ctx) => {
    const body = toBody(values, readLocal);
    const parsed = createEventSchema.safeParse(body);
    if (parsed.success) return body;
    reportIssues(parsed.error.issues, ctx);
    return z.NEVER;
  });
}

/**
 * An edit: only the fields that differ from `initial` are sent (so a past event keeps its date
 * unless it is changed), checked with the server's updateEventSchema.
 */
export function editEventFormSchema(readLocal: ReadLocal, initial: EventFormValues) {
  const before: Record<string, unknown> = toBody(initial, readLocal);
  return z.custom<EventFormValues>().transform((values, ctx) => {
    const after = toBody(values, readLocal);
    const change = Object.fromEntries(
      Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
    ) as UpdateEventInput;
    const parsed = updateEventSchema.safeParse(change);
    if (parsed.success) return change;
    reportIssues(parsed.error.issues, ctx);
    return z.NEVER;
  });
}
