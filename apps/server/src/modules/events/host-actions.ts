import { eventErrors, type updateEventSchema } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { DEFAULT_EVENT_LOCATION } from './create.js';
import { getEventDetail, mayChangeEvent, type Viewer } from './queries.js';
import { eventVisibleTo } from './select.js';

/** The event as the viewer may see it, and whether they may change it: 404 unseen, 403 not theirs. */
async function eventToChange(db: Kysely<Database>, viewer: Viewer, eventId: string) {
  const event = await db
    .selectFrom('events as ev')
    .select(['ev.id', 'ev.created_by'])
    .where('ev.id', '=', eventId)
    .where(eventVisibleTo(viewer.id))
    .executeTakeFirst();
  if (!event) throw new AppError(404, 'event_not_found', eventErrors.notFound);
  if (!mayChangeEvent(viewer, event.created_by)) throw new AppError(403, 'not_event_host', eventErrors.notHost);
  return event;
}

export async function updateEvent(
  db: Kysely<Database>,
  viewer: Viewer,
  eventId: string,
  change: z.output<typeof updateEventSchema>,
) {
  await eventToChange(db, viewer, eventId);
  await db
    .updateTable('events')
    .set({
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.type !== undefined ? { type: change.type } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.startsAt !== undefined ? { starts_at: change.startsAt } : {}),
      ...(change.location !== undefined ? { location: change.location.trim() || DEFAULT_EVENT_LOCATION } : {}),
      ...(change.maxAttendees !== undefined ? { max_attendees: change.maxAttendees } : {}),
      ...(change.agenda !== undefined ? { agenda: JSON.stringify(change.agenda) } : {}),
      ...(change.materials !== undefined ? { materials: JSON.stringify(change.materials) } : {}),
    })
    .where('id', '=', eventId)
    .execute();
  return getEventDetail(db, viewer, eventId);
}

/**
 * Deletes the event with everything hanging on it (registrations, points, reminders cascade) and
 * the event post that made it, if any: a post announcing a deleted event would point at nothing.
 */
export async function deleteEvent(
  db: Kysely<Database>,
  viewer: Viewer,
  eventId: string,
): Promise<{ hostId: string | null }> {
  const event = await eventToChange(db, viewer, eventId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('posts').where('event_id', '=', eventId).where('type', '=', 'event').execute();
    await trx.deleteFrom('events').where('id', '=', eventId).execute();
  });
  return { hostId: event.created_by };
}
