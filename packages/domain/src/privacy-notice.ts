import { EXPORT_TTL_HOURS } from './data-rights.js';
import { CHILD_NOTICE_VERSION, CONSENT_WAIT_DAYS } from './young-members.js';

/**
 * Issue 15: what we keep, why and for how long, and the two privacy notices built on it. The
 * retention job (apps/server/src/modules/retention) enforces these limits, the /privacy and
 * /privacy/children pages render this data, and docs/retention.md is written from it by
 * scripts/write-retention-doc.mjs (a unit test fails when the committed file differs).
 * No age numbers appear in the notices' text: no screen hints at a cut-off (docs/decisions/1554).
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
    data: 'What members make: profile text, posts, comments, likes, follows, spaces, events, course progress, AI tool results, uploads',
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

/** One section of a notice page: a heading, paragraphs, an optional list and links to our pages. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  links?: { label: string; to: string }[];
}

export interface PrivacyNotice {
  title: string;
  version: string;
  intro: string;
  sections: PrivacySection[];
}

export const PRIVACY_NOTICE_VERSION = '2026-11-24';

export const privacyPageText = {
  updated: (version: string) => `Last updated ${version}`,
  retentionHeading: 'How long we keep your data',
  retentionIntro: 'One job on our server enforces these limits every hour.',
  columns: { data: 'What', why: 'Why we keep it', keptFor: 'How long', removal: 'How it goes' },
  childrenLink: 'Privacy notice for children and parents',
  noticeLink: 'Privacy notice',
  signUpNote: 'How we use what you give us:',
  fullLink: 'The full privacy notice, with the retention table',
  contents: 'On this page',
} as const;

const contactLink = { label: 'Contact us', to: '/contact' };

export const PRIVACY_NOTICE: PrivacyNotice = {
  title: 'Privacy notice',
  version: PRIVACY_NOTICE_VERSION,
  intro:
    'Storyloom is a place for young creators to learn, make things and share them. This notice says what we collect, why, who can see it, who else receives it, how long we keep it and what you can do about it.',
  sections: [
    {
      id: 'collect',
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run your account and what you choose to add.'],
      items: [
        'Your account: a name or username, an email address (none when a parent’s email was given instead), your password as a hash nobody can read, and your birth month and year.',
        'What you make: your profile, posts, comments, likes, follows, spaces, events, course progress, AI tool results and uploads.',
        'Technical data: your sign-in sessions (device name and IP address) and security logs of sign-ins.',
        'When you write to us or join the waiting list: what you type into those forms.',
      ],
    },
    {
      id: 'never',
      heading: 'What we never collect from young members',
      paragraphs: [
        'We do not ask young members for their location: the location fields are not offered to them and the server refuses a location from them. Videos that carry a location are cleaned or refused for everyone.',
        'Accounts made with a parent’s email have no email address of the child and no photo.',
        'We show no ads and sell no data.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [
        'To sign you in and keep your account safe, to show your work to the members you share it with, to track your course progress, to run the AI tools you use, and to send the mails you asked for.',
      ],
    },
    {
      id: 'visible',
      heading: 'Who can see what',
      paragraphs: [
        'Everything members share is visible to signed-in members only. Guests who are not signed in see no profiles, posts, comments, followers or following, and search engines are asked not to list member pages.',
        'A private post is yours alone. A young member’s profile, posts, followers and following are always limited to signed-in members.',
        'When a young member makes something more visible, we say plainly who will see it, and we never suggest it.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who else receives data',
      paragraphs: ['We share data only with the services that run Storyloom for us, and only what they need:'],
      items: [
        'Our mail provider, which delivers the mails we send (only when a mail server is set up).',
        'The AI provider, only when the AI tools are set up with one: it receives what you type into a tool. For accounts made with a parent’s email, only when the parent approved that separately; otherwise the tools run on our own server.',
        'Our storage provider, only when uploads are kept in object storage: it stores your uploads.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        `The table below lists each kind of data. In short: your account and your work until you delete them; sessions, tokens and counters until they expire; notifications ${L.notificationDays} days; an account made with a parent’s email that nobody approved, ${L.unconsentedChildDays} days.`,
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your profile at any time, download a copy of all your data (Settings → Privacy → Export my data) and delete your account (Settings → Privacy → Delete my account). Deleting removes your content and uploads for good.',
        'A parent linked to an account can see what it holds, download its data, withdraw approval and delete it, from the parent page linked in every mail we send them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Questions about your data, or a request we should handle by hand? Write to us with the contact form.',
      ],
      links: [contactLink],
    },
  ],
};

/**
 * The children's privacy notice: plain words for young readers first, then for their parents. It
 * carries the version parents approve against (CHILD_NOTICE_VERSION).
 */
export const CHILDREN_PRIVACY_NOTICE: PrivacyNotice = {
  title: 'Privacy notice for children and parents',
  version: CHILD_NOTICE_VERSION,
  intro:
    'This page explains, in plain words, what happens to your information on Storyloom. If you signed up with a parent’s email, read it together with your parent.',
  sections: [
    {
      id: 'collect',
      heading: 'What we know about you',
      paragraphs: ['When you sign up with a parent’s email, we keep only:'],
      items: [
        'the username you chose, so you can sign in and others recognise your work;',
        'your password, scrambled so that nobody (not even us) can read it;',
        'your birth month and year, to set up the right account;',
        'your parent’s email address, to ask for their approval and keep them informed.',
      ],
    },
    {
      id: 'never',
      heading: 'What we never ask for',
      paragraphs: [
        'Your email address, a photo of you, where you live or where you are. There are no location fields for you, and our server refuses a location if one is sent.',
        'Until your parent approves, we collect nothing more: you can browse courses, and that is all.',
        'We never sell your information and we show no ads.',
      ],
    },
    {
      id: 'make',
      heading: 'What you make',
      paragraphs: [
        'Once your parent approves, you can take courses, use the AI tools and join the community. We keep your posts, comments, likes, follows, spaces, events, course progress and AI tool results so you can come back to them.',
      ],
    },
    {
      id: 'visible',
      heading: 'Who can see your things',
      paragraphs: [
        'Only members who are signed in can see your username, profile, posts, followers and following. People who are not signed in see none of it, and search engines are asked not to list it.',
        'A private post is yours alone. If you make something more visible, we tell you plainly who will see it.',
        'Your parent can see your account details, get a copy of your data, withdraw their approval and delete the account.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who else gets information',
      paragraphs: ['A few services help us run Storyloom. Each gets only what it needs:'],
      items: [
        'Our mail provider, which delivers the mails to your parent.',
        'The AI provider, only if Storyloom is set up with one and your parent approved sharing with it. Otherwise the AI tools run on our own server and nothing you type leaves it.',
        'Our storage provider, if uploads are kept there.',
      ],
    },
    {
      id: 'keep',
      heading: 'How long we keep it',
      paragraphs: [
        `If no parent approves within ${L.unconsentedChildDays} days, we delete your account and your parent’s email address for good.`,
        'After that, we keep your account and your things until you or your parent delete them. When you become an adult, your parent’s link ends and we tell you both.',
      ],
      links: [{ label: privacyPageText.fullLink, to: '/privacy' }],
    },
    {
      id: 'rights',
      heading: 'What you and your parent can do',
      items: [
        'See what your account holds and fix your profile.',
        'Download a copy of your data (Settings → Privacy, or from the parent page).',
        'Withdraw approval: you are signed out within a minute and can only browse courses again.',
        'Delete the account and everything in it.',
      ],
      paragraphs: [],
    },
    {
      id: 'parents',
      heading: 'For parents',
      paragraphs: [
        'We ask for your approval by email, with a link that works once and expires. After you approve, we send a confirmation mail with a link to your parent page, where you can change your mind at any time. No parent account is needed.',
        'You approve the use of Storyloom and, separately, sharing with the AI provider. Each approval is recorded with its time, method and the version of this notice you saw.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions?',
      paragraphs: ['Ask a parent to write to us with the contact form, or write to us yourself.'],
      links: [contactLink],
    },
  ],
};

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** docs/retention.md, as written by scripts/write-retention-doc.mjs. */
export function retentionMarkdown(): string {
  const rows = RETENTION_RULES.map(
    (r) => `| ${cell(r.data)} | ${cell(r.why)} | ${cell(r.keptFor)} | ${RETENTION_REMOVAL_TEXT[r.removal]} |`,
  );
  return [
    '# Data retention',
    '',
    '<!-- Written by `npm run docs:retention` from packages/domain/src/privacy-notice.ts; edit that file, not this one. -->',
    '',
    `Each kind of data Storyloom keeps, why, and for how long (privacy notice version ${PRIVACY_NOTICE_VERSION}).`,
    `One scheduled job enforces it: apps/server/src/modules/retention, at start and every ${RETENTION_INTERVAL_MINUTES} minutes,`,
    'once across instances (a PostgreSQL advisory lock; on PGlite the single process). It logs what it deleted, per kind.',
    'It also ends parental links when a member becomes an adult (both are told by mail).',
    'The same data renders the privacy notice (/privacy) and the children’s privacy notice (/privacy/children).',
    '',
    '| What | Why we keep it | How long | How it goes |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
