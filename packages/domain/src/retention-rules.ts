import { EXPORT_TTL_HOURS } from './data-rights.js';
import { MAIL_GIVE_UP_HOURS } from './mail-queue.js';
import { CONSENT_WAIT_DAYS } from './young-members.js';

/**
 * Issue 15: what we keep, why and for how long. The retention job (apps/server/src/modules/retention)
 * enforces these limits; the privacy notices (privacy-notice.ts) and docs/retention.md are built on them.
 */

/** The limits the retention job enforces. Each one is a choice written down in docs/decisions/1550. */
export const RETENTION_LIMITS = {
  /** An account made with a parent's email that nobody approved, with the parent's address. */
  unconsentedChildDays: CONSENT_WAIT_DAYS,
  /** The age screen's answer per browser: the first answer stands this long. */
  ageScreenHours: 24,
  notificationDays: 180,
  /** Rows behind community activity mails; the follower mail looks back 30 days, so never less. */
  activityMailDays: 30,
  /** A data export's download link works this long; then the file and its row go. */
  dataExportHours: EXPORT_TTL_HOURS,
  /** Mail files of the development outbox (DATA_DIR/outbox, used only without SMTP_URL). */
  outboxMailDays: 30,
  /** Mails sent or given up through the SMTP queue, after their last attempt (their text is gone once sent). */
  mailQueueDays: 30,
  /** A team invitation expires after 7 days; it is deleted this many days after that. */
  expiredInvitationDays: 30,
  contactMessageDays: 365,
  waitingListDays: 365,
} as const;

/** How often the retention job runs (and once at start). */
export const RETENTION_INTERVAL_MINUTES = 60;

export type RetentionRemoval = 'job' | 'account' | 'member' | 'not-stored';

export interface RetentionRule {
  id: string;
  /** The kind of data, in plain words. */
  data: string;
  why: string;
  keptFor: string;
  removal: RetentionRemoval;
}

export const RETENTION_REMOVAL_TEXT: Record<RetentionRemoval, string> = {
  job: 'Deleted by the retention job',
  account: 'Deleted with the account',
  member: 'Deleted by the member, or with the account',
  'not-stored': 'Not stored by Storyloom',
};

const L = RETENTION_LIMITS;

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    id: 'account',
    data: 'Account: name or username, email address (none for accounts made with a parent’s email), password hash, birth month and year',
    why: 'To sign you in, set up the right kind of account and write to you',
    keptFor: 'Until the account is deleted',
    removal: 'member',
  },
  {
    id: 'unconsented-child',
    data: 'An account made with a parent’s email that no parent approved, with the parent’s email address',
    why: 'To give the parent time to read the notice and decide',
    keptFor: `${L.unconsentedChildDays} days after sign-up`,
    removal: 'job',
  },
  {
    id: 'parental-link',
    data: 'Parental link: the parent’s email address, what they approved and when',
    why: 'To write to the parent and to show that a parent approved',
    keptFor: 'As long as the account; it ends (and both are told) when the member becomes an adult',
    removal: 'account',
  },
  {
    id: 'consent-records',
    data: 'Consent records: method, time, notice version, what was approved or withdrawn',
    why: 'To prove a parent’s consent and its withdrawal',
    keptFor: 'As long as the account',
    removal: 'account',
  },
  {
    id: 'age-screen',
    data: 'Age screen answer (birth month and year) under a random id in the browser’s cookie',
    why: 'So that the first answer stands when someone tries again with another date',
    keptFor: `${L.ageScreenHours} hours`,
    removal: 'job',
  },
  {
    id: 'content',
    data: 'What members make: profile text, posts, comments, likes, follows, spaces, events, course progress, quiz answers, certificates, AI tool results, uploads',
    why: 'It is the member’s work and activity on Storyloom',
    keptFor: 'Until the member deletes it, or the account is deleted',
    removal: 'member',
  },
  {
    id: 'sessions',
    data: 'Sign-in sessions: device name, IP address, times',
    why: 'To keep you signed in and to let you see and end your sessions',
    keptFor: 'Until the session expires (after a week without use, a month at most) or you sign out',
    removal: 'job',
  },
  {
    id: 'verification',
    data: 'Email verification and password reset tokens',
    why: 'To confirm an address or a password reset from the link in a mail',
    keptFor: 'Until they expire (24 hours for verification, 1 hour for a reset) or are used',
    removal: 'job',
  },
  {
    id: 'auth-logs',
    data: 'Security log lines: sign-ins, failed sign-ins, sign-ups, password and two-factor changes (with the account id, email address and IP address, never a password or token)',
    why: 'To find and stop attacks on accounts',
    keptFor:
      'Written to the server’s standard output only; Storyloom keeps no copy. Whoever runs the server decides how long its log collection keeps them; we advise 30 days at most',
    removal: 'not-stored',
  },
  {
    id: 'rate-limits',
    data: 'Rate-limit counters, keyed by IP address or account',
    why: 'To slow down password guessing and spam',
    keptFor: 'Until their window ends (a minute to a day)',
    removal: 'job',
  },
  {
    id: 'notifications',
    data: 'Notifications (likes, comments, new followers, event reminders, account notices)',
    why: 'To tell you what happened while you were away',
    keptFor: `${L.notificationDays} days`,
    removal: 'job',
  },
  {
    id: 'activity-mails',
    data: 'Community activity mail rows (who commented or followed, the comment text)',
    why: 'To send one digest mail at a time and not repeat a follower mail',
    keptFor: `${L.activityMailDays} days`,
    removal: 'job',
  },
  {
    id: 'data-exports',
    data: 'Data exports (the zip of your data)',
    why: 'So you can download a copy of your data',
    keptFor: `${L.dataExportHours} hours after it is ready`,
    removal: 'job',
  },
  {
    id: 'outbox',
    data: 'Mail files in the development outbox (only when no mail server is set up)',
    why: 'So a developer can read the mails the app would send',
    keptFor: `${L.outboxMailDays} days`,
    removal: 'job',
  },
  {
    id: 'mail-queue',
    data: 'Outgoing mail log: the address, subject, delivery attempts and the last delivery error (the text of a mail is deleted once it is sent)',
    why: 'To retry a mail until it arrives, and to let admins see and resend mail that could not be delivered',
    keptFor: `Until sent (tries stop after ${MAIL_GIVE_UP_HOURS} hours), then ${L.mailQueueDays} days`,
    removal: 'job',
  },
  {
    id: 'team-invitations',
    data: 'Team invitations: the invited email address',
    why: 'To let the invited person join the team',
    keptFor: `Until accepted or removed; an invitation that expired (after 7 days) is deleted ${L.expiredInvitationDays} days later`,
    removal: 'job',
  },
  {
    id: 'contact-messages',
    data: 'Messages sent with the contact form: name, email address, subject, message',
    why: 'To answer you',
    keptFor: `${L.contactMessageDays} days`,
    removal: 'job',
  },
  {
    id: 'waiting-list',
    data: 'Waiting list sign-ups: name, email address, role and interests',
    why: 'To tell you when a place is free',
    keptFor: `${L.waitingListDays} days`,
    removal: 'job',
  },
];
