import type { RetentionRemoval } from '@storyloom/domain';
import type { PrivacyKey } from './i18n';

/** One section of a notice: its heading, paragraphs, list and links, as catalogue keys. */
export interface NoticeSection {
  id: string;
  heading: PrivacyKey;
  paragraphs: PrivacyKey[];
  items: PrivacyKey[];
  links: { label: PrivacyKey; to: string }[];
}

/** The privacy notice (/privacy). */
export const PRIVACY_SECTIONS: NoticeSection[] = [
  {
    id: 'collect',
    heading: 'notice.collect.heading',
    paragraphs: ['notice.collect.p1'],
    items: ['notice.collect.item1', 'notice.collect.item2', 'notice.collect.item3', 'notice.collect.item4'],
    links: [],
  },
  {
    id: 'never',
    heading: 'notice.never.heading',
    paragraphs: ['notice.never.p1', 'notice.never.p2', 'notice.never.p3'],
    items: [],
    links: [],
  },
  {
    id: 'why',
    heading: 'notice.why.heading',
    paragraphs: ['notice.why.p1'],
    items: [],
    links: [],
  },
  {
    id: 'visible',
    heading: 'notice.visible.heading',
    paragraphs: ['notice.visible.p1', 'notice.visible.p2', 'notice.visible.p3', 'notice.visible.p4'],
    items: [],
    links: [],
  },
  {
    id: 'recipients',
    heading: 'notice.recipients.heading',
    paragraphs: ['notice.recipients.p1'],
    items: ['notice.recipients.item1', 'notice.recipients.item2', 'notice.recipients.item3'],
    links: [],
  },
  {
    id: 'retention',
    heading: 'notice.retention.heading',
    paragraphs: ['notice.retention.p1'],
    items: [],
    links: [],
  },
  {
    id: 'rights',
    heading: 'notice.rights.heading',
    paragraphs: ['notice.rights.p1', 'notice.rights.p2'],
    items: [],
    links: [],
  },
  {
    id: 'contact',
    heading: 'notice.contact.heading',
    paragraphs: ['notice.contact.p1'],
    items: [],
    links: [{ label: 'contactLink', to: '/contact' }],
  },
];

/** The children’s privacy notice (/privacy/children): young readers first, then their parents. */
export const CHILDREN_SECTIONS: NoticeSection[] = [
  {
    id: 'collect',
    heading: 'children.collect.heading',
    paragraphs: ['children.collect.p1'],
    items: ['children.collect.item1', 'children.collect.item2', 'children.collect.item3', 'children.collect.item4'],
    links: [],
  },
  {
    id: 'never',
    heading: 'children.never.heading',
    paragraphs: ['children.never.p1', 'children.never.p2', 'children.never.p3'],
    items: [],
    links: [],
  },
  {
    id: 'make',
    heading: 'children.make.heading',
    paragraphs: ['children.make.p1'],
    items: [],
    links: [],
  },
  {
    id: 'visible',
    heading: 'children.visible.heading',
    paragraphs: ['children.visible.p1', 'children.visible.p2', 'children.visible.p3', 'children.visible.p4'],
    items: [],
    links: [],
  },
  {
    id: 'recipients',
    heading: 'children.recipients.heading',
    paragraphs: ['children.recipients.p1'],
    items: ['children.recipients.item1', 'children.recipients.item2', 'children.recipients.item3'],
    links: [],
  },
  {
    id: 'keep',
    heading: 'children.keep.heading',
    paragraphs: ['children.keep.p1', 'children.keep.p2'],
    items: [],
    links: [{ label: 'fullLink', to: '/privacy' }],
  },
  {
    id: 'rights',
    heading: 'children.rights.heading',
    paragraphs: [],
    items: ['children.rights.item1', 'children.rights.item2', 'children.rights.item3', 'children.rights.item4'],
    links: [],
  },
  {
    id: 'parents',
    heading: 'children.parents.heading',
    paragraphs: ['children.parents.p1', 'children.parents.p2'],
    items: [],
    links: [],
  },
  {
    id: 'contact',
    heading: 'children.contact.heading',
    paragraphs: ['children.contact.p1'],
    items: [],
    links: [{ label: 'contactLink', to: '/contact' }],
  },
];

/** Each retention rule’s row, by the rule’s id (packages/domain retention-rules.ts). */
export const RETENTION_TEXT: Record<string, { data: PrivacyKey; why: PrivacyKey; keptFor: PrivacyKey }> = {
  account: {
    data: 'retention.account.data',
    why: 'retention.account.why',
    keptFor: 'retention.account.keptFor',
  },
  'unconsented-child': {
    data: 'retention.unconsented-child.data',
    why: 'retention.unconsented-child.why',
    keptFor: 'retention.unconsented-child.keptFor',
  },
  'parental-link': {
    data: 'retention.parental-link.data',
    why: 'retention.parental-link.why',
    keptFor: 'retention.parental-link.keptFor',
  },
  'consent-records': {
    data: 'retention.consent-records.data',
    why: 'retention.consent-records.why',
    keptFor: 'retention.consent-records.keptFor',
  },
  'age-screen': {
    data: 'retention.age-screen.data',
    why: 'retention.age-screen.why',
    keptFor: 'retention.age-screen.keptFor',
  },
  content: {
    data: 'retention.content.data',
    why: 'retention.content.why',
    keptFor: 'retention.content.keptFor',
  },
  sessions: {
    data: 'retention.sessions.data',
    why: 'retention.sessions.why',
    keptFor: 'retention.sessions.keptFor',
  },
  verification: {
    data: 'retention.verification.data',
    why: 'retention.verification.why',
    keptFor: 'retention.verification.keptFor',
  },
  'auth-logs': {
    data: 'retention.auth-logs.data',
    why: 'retention.auth-logs.why',
    keptFor: 'retention.auth-logs.keptFor',
  },
  'rate-limits': {
    data: 'retention.rate-limits.data',
    why: 'retention.rate-limits.why',
    keptFor: 'retention.rate-limits.keptFor',
  },
  notifications: {
    data: 'retention.notifications.data',
    why: 'retention.notifications.why',
    keptFor: 'retention.notifications.keptFor',
  },
  'activity-mails': {
    data: 'retention.activity-mails.data',
    why: 'retention.activity-mails.why',
    keptFor: 'retention.activity-mails.keptFor',
  },
  'data-exports': {
    data: 'retention.data-exports.data',
    why: 'retention.data-exports.why',
    keptFor: 'retention.data-exports.keptFor',
  },
  outbox: {
    data: 'retention.outbox.data',
    why: 'retention.outbox.why',
    keptFor: 'retention.outbox.keptFor',
  },
  'mail-queue': {
    data: 'retention.mail-queue.data',
    why: 'retention.mail-queue.why',
    keptFor: 'retention.mail-queue.keptFor',
  },
  'team-invitations': {
    data: 'retention.team-invitations.data',
    why: 'retention.team-invitations.why',
    keptFor: 'retention.team-invitations.keptFor',
  },
  'contact-messages': {
    data: 'retention.contact-messages.data',
    why: 'retention.contact-messages.why',
    keptFor: 'retention.contact-messages.keptFor',
  },
  'waiting-list': {
    data: 'retention.waiting-list.data',
    why: 'retention.waiting-list.why',
    keptFor: 'retention.waiting-list.keptFor',
  },
};

export const REMOVAL_TEXT: Record<RetentionRemoval, PrivacyKey> = {
  job: 'removal.job',
  account: 'removal.account',
  member: 'removal.member',
  'not-stored': 'removal.not-stored',
};
