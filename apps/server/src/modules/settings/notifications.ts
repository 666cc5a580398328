import {
  NOTIFICATION_CATEGORY_IDS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreference,
} from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * Whether to notify this user about this category on this channel. Every channel is on until
 * the user turns it off in Settings → Notifications. Call it before creating an in-app
 * notification ('in_app') or sending a mail ('email') about course updates or community activity.
 */
export async function shouldNotify(
  db: Kysely<Database>,
  userId: string,
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<boolean> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('category', '=', category)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row?.enabled ?? true;
}

/** The subset of `userIds` to notify (one query), for fan-out to many recipients. */
export async function recipientsToNotify(
  db: Kysely<Database>,
  userIds: string[],
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const off = await db
    .selectFrom('notification_preferences')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('category', '=', category)
    .where('channel', '=', channel)
    .where('enabled', '=', false)
    .execute();
  const muted = new Set(off.map((r) => r.user_id));
  return userIds.filter((id) => !muted.has(id));
}

export async function notificationPreferences(db: Kysely<Database>, userId: string): Promise<NotificationPreference[]> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['category', 'channel', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const enabled = (category: string, channel: string) =>
    rows.find((r) => r.category === category && r.channel === channel)?.enabled ?? true;
  return NOTIFICATION_CATEGORY_IDS.map((category) => ({
    category,
    inApp: enabled(category, 'in_app'),
    email: enabled(category, 'email'),
  }));
}

export async function saveNotificationPreference(
  db: Kysely<Database>,
  userId: string,
  pref: NotificationPreference,
): Promise<NotificationPreference[]> {
  const rows = [
    { user_id: userId, category: pref.category, channel: 'in_app', enabled: pref.inApp },
    { user_id: userId, category: pref.category, channel: 'email', enabled: pref.email },
  ];
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'category', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
    )
    .execute();
  return notificationPreferences(db, userId);
}
