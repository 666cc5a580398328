import { eventErrors } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { eventVisibleTo } from './select.js';

/**
 * Registers (RSVPs) a user once. The event row is locked for the check, so concurrent
 * registrations cannot overfill it. A repeat changes nothing and answers created: false.
 */
export async function registerForEvent(db: Kysely<Database>, userId: string, eventId: string) {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events as ev')
      .select(['ev.id', 'ev.title', 'ev.starts_at', 'ev.location', 'ev.max_attendees'])
      .where('ev.id', '=', eventId)
      .where(eventVisibleTo(userId))
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
