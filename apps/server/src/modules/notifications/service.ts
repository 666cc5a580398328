import {
  type AppNotification,
  type AuditAction,
  EVENT_REMINDER_HOURS,
  type NotificationCategory,
  type NotificationKind,
  type NotificationsPage,
  type notificationsQuerySchema,
} from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { displayNameSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';
import { authorVisibleSql, moderationVisibleSql } from '../blocks/visibility.js';
import { decodeCursor, encodeCursor, exactTimestamp, pageFrom } from '../posts/cursor.js';
import { shouldNotify } from '../settings/notifications.js';

interface NewNotification {
  userId: string;
  actorId: string;
  kind: Exclude<NotificationKind, 'event_reminder' | AccountNoticeKind>;
  postId?: string;
  commentId?: string;
}

/** Account notices reach the member whatever their notification settings (the retention job adds them). */
type AccountNoticeKind = 'parent_link_ended' | ModerationNoticeKind;
/** Moderation's notices (issue 16) are account notices too: a member always hears the outcome. */
type ModerationNoticeKind = 'report_resolved' | 'moderation_action' | 'appeal_decided';

/** Tells a member about a moderation decision; the outcome is read back from the action on listing. */
export async function notifyModeration(
  db: Kysely<Database>,
  n: { userId: string; kind: ModerationNoticeKind; actionId: string; postId?: string | null },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      actor_id: null,
      kind: n.kind,
      moderation_action_id: n.actionId,
      post_id: n.postId ?? null,
    })
    .execute();
}

function moderationOf(r: {
  kind: NotificationKind;
  mod_action_id: string | null;
  mod_action: AuditAction | null;
  mod_rule_id: string | null;
  mod_appeal_status: string | null;
}): AppNotification['moderation'] {
  if (!r.mod_action_id || !r.mod_action) return null;
  const outcome =
    r.kind === 'report_resolved'
      ? r.mod_action === 'dismiss'
        ? 'no_rule_broken'
        : 'action_taken'
      : r.kind === 'appeal_decided' && (r.mod_appeal_status === 'upheld' || r.mod_appeal_status === 'reversed')
        ? r.mod_appeal_status
        : null;
  return { actionId: r.mod_action_id, action: r.mod_action, ruleId: r.mod_rule_id, outcome };
}

/**
 * The Settings → Notifications category of each kind (docs/decisions/0809). Every kind is about
 * the community today; course updates have no in-app kind yet (they are the course mails).
 */
export const NOTIFICATION_CATEGORY_OF: Record<Exclude<NotificationKind, AccountNoticeKind>, NotificationCategory> = {
  post_liked: 'community_activity',
  post_commented: 'community_activity',
  new_follower: 'community_activity',
  event_reminder: 'community_activity',
};

/**
 * Adds a notification unless it is about the user's own action or the user turned this
 * category's in-app notifications off; true when one was added.
 */
export async function notify(db: Kysely<Database>, n: NewNotification): Promise<boolean> {
  if (n.userId === n.actorId) return false;
  if (!(await shouldNotify(db, n.userId, NOTIFICATION_CATEGORY_OF[n.kind], 'in_app'))) return false;
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      actor_id: n.actorId,
      kind: n.kind,
      post_id: n.postId ?? null,
      comment_id: n.commentId ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Takes back a like's notification when the like is taken back. */
export async function unnotifyLike(db: Kysely<Database>, userId: string, actorId: string, postId: string) {
  await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('actor_id', '=', actorId)
    .where('post_id', '=', postId)
    .where('kind', '=', 'post_liked')
    .execute();
}

/**
 * Reminders are made when they are due, on the next look at the bell: one per registered event
 * starting within the reminder window. Idempotent by a unique index.
 */
export async function addDueReminders(db: Kysely<Database>, userId: string) {
  if (!(await shouldNotify(db, userId, NOTIFICATION_CATEGORY_OF.event_reminder, 'in_app'))) return;
  await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'event_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('event_registrations as r')
        .innerJoin('events as e', 'e.id', 'r.event_id')
        .select([
          'r.user_id',
          sql<string>`'event_reminder'`.as('kind'),
          'r.event_id',
          // Dated when it fell due: the window opened, or the user registered inside it.
          sql<Date>`greatest(e.starts_at - make_interval(hours => ${EVENT_REMINDER_HOURS}), r.created_at)`.as(
            'created_at',
          ),
        ])
        .where('r.user_id', '=', userId)
        .where('e.starts_at', '>', sql<Date>`now()`)
        .where('e.starts_at', '<=', sql<Date>`now() + make_interval(hours => ${EVENT_REMINDER_HOURS})`),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/**
 * A notification the recipient is shown (issue 16): moderation notices always; others not when their
 * post, comment or event is hidden or removed and the recipient may not see it, nor when the actor
 * is on either side of a block with the recipient or muted by them. Correlated primary-key lookups,
 * so the list and the unread count share it.
 */
function shownToRecipient(userId: string) {
  return sql<boolean>`(n.moderation_action_id is not null or (
    (n.actor_id is null or ${authorVisibleSql('n.actor_id', userId)})
    and not exists (select 1 from posts as np where np.id = n.post_id
      and not ${moderationVisibleSql('np.moderation_state', 'np.author_id', userId)})
    and not exists (select 1 from post_comments as nc where nc.id = n.comment_id
      and not ${moderationVisibleSql('nc.moderation_state', 'nc.author_id', userId)})
    and not exists (select 1 from events as ne where ne.id = n.event_id
      and not ${moderationVisibleSql('ne.moderation_state', 'ne.created_by', userId)})))`;
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: string,
  q: z.infer<typeof notificationsQuerySchema>,
): Promise<NotificationsPage> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('user as u', 'u.id', 'n.actor_id')
    .leftJoin('profiles as pr', 'pr.id', 'n.actor_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('events as e', 'e.id', 'n.event_id')
    .leftJoin('moderation_actions as ma', 'ma.id', 'n.moderation_action_id')
    .leftJoin('moderation_appeals as mp', 'mp.action_id', 'n.moderation_action_id')
    .select([
      'ma.id as mod_action_id',
      'ma.action as mod_action',
      'ma.rule_id as mod_rule_id',
      'mp.status as mod_appeal_status',
      'n.id',
      'n.kind',
      'n.read_at',
      'n.created_at',
      'n.actor_id',
      displayNameSql('pr', 'u').as('actor_name'),
      'pr.avatar_url as actor_avatar',
      'pr.username as actor_username',
      'p.id as post_id',
      'p.content as post_content',
      'e.id as event_id',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      exactTimestamp('n.created_at').as('cursor_ts'),
    ])
    .where('n.user_id', '=', userId)
    .where(shownToRecipient(userId));
  if (q.cursor) {
    const [ts, id] = decodeCursor(q.cursor, cursorSchema);
    query = query.where(sql<boolean>`(n.created_at, n.id) < (${ts}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  return pageFrom(
    rows,
    q.limit,
    (r) => ({
      id: r.id,
      kind: r.kind,
      actor: r.actor_id
        ? {
            id: r.actor_id,
            name: r.actor_name ?? '',
            username: r.actor_username ?? '',
            avatarUrl: r.actor_avatar ?? null,
          }
        : null,
      post: r.post_id ? { id: r.post_id, excerpt: (r.post_content ?? '').slice(0, 80) } : null,
      event:
        r.event_id && r.event_title && r.event_starts_at
          ? { id: r.event_id, title: r.event_title, startsAt: new Date(r.event_starts_at).toISOString() }
          : null,
      moderation: moderationOf(r),
      read: r.read_at !== null,
      createdAt: new Date(r.created_at).toISOString(),
    }),
    (r) => encodeCursor([r.cursor_ts, r.id]),
  );
}

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications as n')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .where(shownToRecipient(userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the given notifications (or all) of this user read; other users' ids are ignored. */
export async function markRead(db: Kysely<Database>, userId: string, ids?: string[]) {
  let query = db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}
