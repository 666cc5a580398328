import type { EventType } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export interface NewEvent {
  title: string;
  type: EventType;
  description: string;
  startsAt: string;
  location: string;
  maxAttendees: number | null;
  agenda?: Array<{ time: string; title: string; description: string }>;
  materials?: Array<{ title: string; url: string }>;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
