import {
  RETENTION_INTERVAL_MINUTES,
  RETENTION_LIMITS,
  RETENTION_REMOVAL_TEXT,
  RETENTION_RULES,
} from './retention-rules.js';
import { CHILD_NOTICE_VERSION } from './young-members.js';

/**
 * Issue 15: the two privacy notices, built on the retention rules (retention-rules.ts). The
 * retention job (apps/server/src/modules/retention) enforces these limits, the /privacy and
 * /privacy/children pages render this data, and docs/retention.md is written from it by
 * scripts/write-retention-doc.mjs (a unit test fails when the committed file differs).
 * No age numbers appear in the notices' text: no screen hints at a cut-off (docs/decisions/1554).
 */

const L = RETENTION_LIMITS;

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
        'What you make: your profile, posts, comments, likes, follows, spaces, events, course progress, quiz answers, certificates, AI tool results and uploads; for instructors, the courses they write.',
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
        'A course certificate has a page anyone with its link can open to check it: it shows the name on the certificate, the course and the date, nothing else. For a young member the name is the first name and the initial of the last name only.',
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
        'Once your parent approves, you can take courses, use the AI tools and join the community. We keep your posts, comments, likes, follows, spaces, events, course progress, quiz answers, certificates and AI tool results so you can come back to them.',
      ],
    },
    {
      id: 'visible',
      heading: 'Who can see your things',
      paragraphs: [
        'Only members who are signed in can see your username, profile, posts, followers and following. People who are not signed in see none of it, and search engines are asked not to list it.',
        'A private post is yours alone. If you make something more visible, we tell you plainly who will see it.',
        'When you finish a course you get a certificate. Its page can be opened by anyone who has the link, and it shows only your first name and the first letter of your last name, the course and the date.',
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
    '<!-- Written by `npm run docs:retention` from packages/domain/src/retention-rules.ts and privacy-notice.ts; edit those files, not this one. -->',
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
