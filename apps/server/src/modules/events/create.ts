import type { EventType, PostVisibility } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { awardPoints, revokePoints } from '../leaderboard/ledger.js';

export interface NewEvent {
  title: string;
  type: EventType;
  description: string;
  startsAt: string;
  location: string;
  maxAttendees: number | null;
  agenda?: Array<{ time: string; title: string; description: string }>;
  materials?: Array<{ title: string; url: string }>;
  /** Private when a private event post makes it. */
  visibility?: PostVisibility;
}

/** Where an event happens when its creator leaves the place blank. */
export const DEFAULT_EVENT_LOCATION = 'Online';

/**
 * Creates an event hosted by the user (their profile gives the host name, avatar and bio). The
 * 'event created' points come from a trigger of migration 0007, whoever inserts the event.
 */
export async function insertEvent(db: Kysely<Database>, userId: string, e: NewEvent): Promise<string> {
  const host = await db
    .selectFrom('user as u')
    .leftJoin('profiles as pr', 'pr.id', 'u.id')
    .select(['u.name', 'pr.full_name', 'pr.avatar_url', 'pr.bio'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('events')
    .values({
      title: e.title,
      type: e.type,
      description: e.description,
      starts_at: e.startsAt,
      location: e.location.trim() || DEFAULT_EVENT_LOCATION,
      host_name: host.full_name?.trim() || host.name,
      host_avatar_url: host.avatar_url,
      host_bio: host.bio,
      max_attendees: e.maxAttendees,
      agenda: JSON.stringify(e.agenda ?? []),
      materials: JSON.stringify(e.materials ?? []),
      created_by: userId,
      visibility: e.visibility ?? 'public',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Follows its post's visibility. Gone private, the event is the creator's alone: other members'
 * registrations end (their attendance points with them) and the creation points go; made public
 * again, the creation points come back (within the daily cap).
 */
export async function setEventVisibility(
  db: Kysely<Database>,
  creatorId: string,
  eventId: string,
  visibility: PostVisibility,
): Promise<void> {
  await db
    .updateTable('events')
    .set({ visibility })
    .where('id', '=', eventId)
    .where('created_by', '=', creatorId)
    .execute();
  const award = { userId: creatorId, reason: 'eventCreated' as const, sourceKey: `event:${eventId}` };
  if (visibility === 'public') {
    await awardPoints(db, { ...award, eventId });
    return;
  }
  await revokePoints(db, award);
  await db
    .deleteFrom('event_registrations')
    .where('event_id', '=', eventId)
    .where('user_id', '!=', creatorId)
    .execute();
}
