import type { EventSummary, EventType } from '@storyloom/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { moderationVisibleSql, notBlockedSql, shownModerationStateSql } from '../blocks/visibility.js';

type EventsEb = ExpressionBuilder<Database & { ev: Database['events'] }, 'ev'>;

/**
 * Every event read goes through this: public events, and the viewer's own private ones; not a
 * hidden one (but to its host and staff) or a removed one (but to staff), nor one whose host is on
 * either side of a block with the viewer (issue 16).
 */
export function eventVisibleTo(viewerId: string) {
  return (eb: EventsEb) =>
    eb.and([
      eb.or([eb('ev.visibility', '=', 'public'), eb('ev.created_by', '=', viewerId)]),
      moderationVisibleSql('ev.moderation_state', 'ev.created_by', viewerId),
      notBlockedSql('ev.created_by', viewerId),
    ]);
}

/**
 * Events with their attendee count and this user's registration flag, in one query
 * (both subqueries read the event_registrations primary key). Callers add filters and order.
 */
export function selectEventSummaries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('events as ev')
    .where(eventVisibleTo(userId))
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
      shownModerationStateSql('ev.moderation_state', 'ev.created_by', userId).as('moderation_state'),
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
  type: EventType;
  description: string;
  starts_at: Date | string;
  location: string;
  host_name: string;
  host_avatar_url: string | null;
  max_attendees: number | null;
  attendees: number | null;
  /** SqlBool: a boolean on PostgreSQL and PGlite alike. */
  registered: boolean | 0 | 1 | null;
  moderation_state: 'hidden' | 'removed' | null;
};

export function toEventSummary(r: EventRow): EventSummary {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    description: r.description,
    startsAt: new Date(r.starts_at).toISOString(),
    location: r.location,
    host: { name: r.host_name, avatarUrl: r.host_avatar_url },
    attendees: Number(r.attendees ?? 0),
    maxAttendees: r.max_attendees,
    registered: Boolean(r.registered),
    moderationState: r.moderation_state ?? null,
  };
}
