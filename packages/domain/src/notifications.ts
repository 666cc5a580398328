import { z } from 'zod';
import { AUDIT_ACTIONS } from './safety.js';

// The notification bell: likes and comments on your posts, new followers, event reminders.

export const NOTIFICATION_KINDS = [
  'post_liked',
  'post_commented',
  'new_follower',
  'event_reminder',
  // An account notice (issue 15): the parental link ended when the member became an adult.
  'parent_link_ended',
  // Safety tools (issue 16): a report the member made was handled; an action on their item or
  // account (with the rule and a way to appeal); their appeal was decided.
  'report_resolved',
  'moderation_action',
  'appeal_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATIONS_PAGE_SIZE = 15;
/** A reminder appears this many hours before an event you registered for. */
export const EVENT_REMINDER_HOURS = 24;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z
    .object({ id: z.string(), name: z.string(), username: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
  post: z.object({ id: z.string(), excerpt: z.string() }).nullable(),
  event: z.object({ id: z.string(), title: z.string(), startsAt: z.string() }).nullable(),
  /** The moderation kinds' details; null for every other kind. */
  moderation: z
    .object({
      actionId: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      ruleId: z.string().nullable(),
      /** report_resolved: what became of the report. appeal_decided: 'upheld' or 'reversed'. */
      outcome: z.enum(['action_taken', 'no_rule_broken', 'upheld', 'reversed']).nullable(),
    })
    .nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const markReadSchema = z.strictObject({ ids: z.array(z.uuid()).max(100).optional() });

/** The mails of community activity (Settings → Notifications → Community activity → Email). */
export const notificationMailText = {
  commentSubject: (who: string) => `${who} commented on your post`,
  followerSubject: (who: string) => `${who} started following you`,
  commentLine: (comment: string) => `"${comment}"`,
  openPost: 'See the conversation',
  openProfile: 'See their profile',
  digestSubject: (count: number) => `${count} new comments on your posts`,
  digestMixedSubject: (count: number) => `${count} updates from the community`,
  digestFollowerLine: (who: string) => `${who} started following you`,
  digestCommentLine: (who: string, comment: string) => `${who}: "${comment}"`,
  openCommunity: 'Open the community',
  manage: (url: string) =>
    `You get this mail because community activity mails are on. Turn them off in Settings → Notifications: ${url}`,
} as const;

/** One line of text for a notification, from who did what. */
export function describeNotification(n: AppNotification): string {
  const who = n.actor?.name ?? 'Someone';
  switch (n.kind) {
    case 'post_liked':
      return `${who} liked your post`;
    case 'post_commented':
      return `${who} commented on your post`;
    case 'new_follower':
      return `${who} started following you`;
    case 'event_reminder':
      return `Reminder: ${n.event?.title ?? 'an event'} starts soon`;
    case 'parent_link_ended':
      return 'Your parent’s link to your account has ended: your account is yours to manage now';
    case 'report_resolved':
      return n.moderation?.outcome === 'no_rule_broken'
        ? 'We looked at what you reported: no rule was broken. Thank you for reporting it.'
        : 'We looked at what you reported and took action. Thank you for reporting it.';
    case 'moderation_action':
      return 'A moderator acted on something of yours. See why, and appeal if you think we got it wrong.';
    case 'appeal_decided':
      return n.moderation?.outcome === 'reversed'
        ? 'Your appeal was accepted: we reversed our decision.'
        : 'Your appeal was reviewed: our decision stands.';
  }
}
