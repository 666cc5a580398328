import {
  type createEventSchema,
  type EventDetail,
  type EventTab,
  eventErrors,
  isSafeLink,
  SIMILAR_EVENTS_LIMIT,
} from '@storyloom/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { type PageRequest, paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { insertEvent } from './create.js';
import { eventVisibleTo, selectEventSummaries, toEventSummary } from './select.js';

const now = sql<Date>`now()`;

/** Events the user registered for (the registrations primary key answers it). */
function registeredBy(userId: string) {
  return (eb: ExpressionBuilder<Database & { ev: Database['events'] }, 'ev'>) =>
    eb.exists(
      eb
        .selectFrom('event_registrations as r')
        .select('r.event_id')
        .whereRef('r.event_id', '=', 'ev.id')
        .where('r.user_id', '=', userId),
    );
}

/** Events that have not started yet, soonest first (index events_starts_at_idx). */
export async function listUpcomingEvents(db: Kysely<Database>, userId: string, request: PageRequest) {
  return paginate(
    selectEventSummaries(db, userId).where('ev.starts_at', '>', now).orderBy('ev.starts_at').orderBy('ev.id'),
    db
      .selectFrom('events as ev')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(eventVisibleTo(userId))
      .where('ev.starts_at', '>', now),
    request,
    toEventSummary,
  );
}

/**
 * The events list by tab: all (soonest upcoming first, then the most recent past),
 * upcoming (after now), your (registered), past (before now). Index events_starts_at_idx.
 */
export async function listEvents(
  db: Kysely<Database>,
  viewerId: string,
  { tab, page, pageSize }: { tab: EventTab; page: number; pageSize: number },
) {
  let rows = selectEventSummaries(db, viewerId);
  let count = db
    .selectFrom('events as ev')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(eventVisibleTo(viewerId));
  if (tab === 'upcoming') {
    rows = rows.where('ev.starts_at', '>', now);
    count = count.where('ev.starts_at', '>', now);
  } else if (tab === 'past') {
    rows = rows.where('ev.starts_at', '<=', now);
    count = count.where('ev.starts_at', '<=', now);
  } else if (tab === 'your') {
    rows = rows.where(registeredBy(viewerId));
    count = count.where(registeredBy(viewerId));
  }
  const ordered =
    tab === 'past'
      ? rows.orderBy('ev.starts_at', 'desc')
      : tab === 'upcoming'
        ? rows.orderBy('ev.starts_at', 'asc')
        : rows.orderBy(sql`ev.starts_at <= now()`).orderBy(sql`abs(extract(epoch from ev.starts_at - now()))`);
  return paginate(ordered.orderBy('ev.id'), count, { page, pageSize }, toEventSummary);
}

/** Events in a window of the Calendar View (the reader's month); a month holds few events. */
export async function eventsBetween(db: Kysely<Database>, viewerId: string, from: string, to: string) {
  const rows = await selectEventSummaries(db, viewerId)
    .where('ev.starts_at', '>=', new Date(from))
    .where('ev.starts_at', '<', new Date(to))
    .orderBy('ev.starts_at')
    .limit(200)
    .execute();
  return { items: rows.map(toEventSummary) };
}

const notFound = () => new AppError(404, 'event_not_found', eventErrors.notFound);

/** Every field of the event detail screen, with up to two similar events (same type). */
/** Who is reading: the id for visibility and registration, the role for the host's rights. */
export interface Viewer {
  id: string;
  role: string;
}

/** The host of an event, or an admin, may edit and delete it. */
export function mayChangeEvent(viewer: Viewer, createdBy: string | null): boolean {
  return viewer.role === 'admin' || (createdBy !== null && createdBy === viewer.id);
}

export async function getEventDetail(db: Kysely<Database>, viewer: Viewer, eventId: string): Promise<EventDetail> {
  const viewerId = viewer.id;
  const row = await selectEventSummaries(db, viewerId)
    .select(['ev.host_bio', 'ev.agenda', 'ev.materials', 'ev.created_by'])
    .where('ev.id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const similar = await selectEventSummaries(db, viewerId)
    .where('ev.type', '=', row.type)
    .where('ev.id', '!=', eventId)
    .orderBy(sql`ev.starts_at <= now()`)
    .orderBy(sql`abs(extract(epoch from ev.starts_at - now()))`)
    .limit(SIMILAR_EVENTS_LIMIT)
    .execute();
  const summary = toEventSummary(row);
  return {
    ...summary,
    hostBio: row.host_bio,
    agenda: Array.isArray(row.agenda) ? row.agenda : [],
    // Links stored before links were checked are dropped rather than offered to a click.
    materials: Array.isArray(row.materials) ? row.materials.filter((m) => isSafeLink(m.url)) : [],
    isPast: new Date(summary.startsAt).getTime() <= Date.now(),
    similar: similar.map(toEventSummary),
    canEdit: mayChangeEvent(viewer, row.created_by),
  };
}

export async function createEvent(
  db: Kysely<Database>,
  viewer: Viewer,
  input: z.output<typeof createEventSchema>,
): Promise<EventDetail> {
  const id = await insertEvent(db, viewer.id, input);
  return getEventDetail(db, viewer, id);
}
