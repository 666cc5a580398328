import { EVENT_TYPES, type EventSummary, type EventType, eventErrors } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

/**
 * Events with their attendee count and this user's registration flag, in one query
 * (both subqueries read the event_registrations primary key). Callers add filters and order.
 */
export function selectEventSummaries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('events as ev')
    .select((eb) => [
      'ev.id',
      'ev.title',
      'ev.type',
      'ev.description',
      'ev.starts_at',
      'ev.location',
      'ev.host_name',
      'ev.host_avatar_url',
      'ev.max_attendees',
      eb
        .selectFrom('event_registrations as r')
        .whereRef('r.event_id', '=', 'ev.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('attendees'),
      eb
        .exists(
          eb
            .selectFrom('event_registrations as mine')
            .select('mine.event_id')
            .whereRef('mine.event_id', '=', 'ev.id')
            .where('mine.user_id', '=', userId),
        )
        .as('registered'),
    ]);
}

type EventRow = {
  id: string;
  title: string;
  type: string;
  description: string;
  starts_at: Date | string;
  location: string;
  host_name: string;
  host_avatar_url: string | null;
  max_attendees: number | null;
  attendees: number | null;
  /** SqlBool: a boolean on PostgreSQL and PGlite alike. */
  registered: boolean | 0 | 1 | null;
};

export function toEventSummary(r: EventRow): EventSummary {
  return {
    id: r.id,
    title: r.title,
    type: (EVENT_TYPES as readonly string[]).includes(r.type) ? (r.type as EventType) : 'workshop',
    description: r.description,
    startsAt: new Date(r.starts_at).toISOString(),
    location: r.location,
    host: { name: r.host_name, avatarUrl: r.host_avatar_url },
    attendees: Number(r.attendees ?? 0),
    maxAttendees: r.max_attendees,
    registered: Boolean(r.registered),
  };
}

/** Events that have not started yet, soonest first (index events_starts_at_idx). */
export async function listUpcomingEvents(
  db: Kysely<Database>,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, count] = await Promise.all([
    selectEventSummaries(db, userId)
      .where('ev.starts_at', '>', sql<Date>`now()`)
      .orderBy('ev.starts_at')
      .orderBy('ev.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('starts_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEventSummary), total: Number(count.total), page, pageSize };
}

/**
 * Registers (RSVPs) a user once. The event row is locked for the check, so concurrent
 * registrations cannot overfill it. A repeat changes nothing and answers created: false.
 */
export async function registerForEvent(db: Kysely<Database>, userId: string, eventId: string) {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'title', 'starts_at', 'location', 'max_attendees'])
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new AppError(404, 'event_not_found', eventErrors.notFound);
    const existing = await trx
      .selectFrom('event_registrations')
      .select('user_id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const attendees = async () =>
      Number(
        (
          await trx
            .selectFrom('event_registrations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('event_id', '=', eventId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    if (existing) return { created: false, attendees: await attendees(), event };
    if (new Date(event.starts_at).getTime() <= Date.now()) throw new AppError(409, 'event_past', eventErrors.past);
    const before = await attendees();
    if (event.max_attendees !== null && before >= event.max_attendees) {
      throw new AppError(409, 'event_full', eventErrors.full);
    }
    await trx.insertInto('event_registrations').values({ event_id: eventId, user_id: userId }).execute();
    return { created: true, attendees: before + 1, event };
  });
}
