import type { AuditAction, ReportSurface } from '@storyloom/domain';

/** What each surface is called in the report dialog's title ("Report this post"). */
const SURFACE_NAMES: Record<ReportSurface, string> = {
  post: 'post',
  comment: 'comment',
  module_comment: 'comment',
  profile: 'profile',
  space: 'space',
  event: 'event',
  ai_generation: 'AI answer',
};

/** The accessible names of the "More actions" menu buttons other features show. */
export const menuLabels = {
  comment: (name: string) => `More actions: comment by ${name}`,
  profile: (name: string) => `More actions: ${name}`,
  space: 'Space actions',
  event: 'Event actions',
  generation: (summary: string) => `More actions: ${summary}`,
} as const;

export const reportText = {
  menuItem: 'Report',
  title: (surface: ReportSurface) => `Report this ${SURFACE_NAMES[surface]}`,
  intro: 'Reports are private: the member you report is not told who reported them.',
  reasonLegend: 'What is wrong with it?',
  noteLabel: 'Tell us more',
  noteLabelOptional: 'Tell us more (optional)',
  noteHint: 'What should a moderator look at? Don’t include your own personal information.',
  noteRequired: 'Tell us what is wrong when you choose Something else.',
  guidelinesLink: 'Read the Community guidelines',
  submit: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  chooseReason: 'Choose a reason first.',
  thanksTitle: 'Thanks for telling us',
  findHelp: 'Find help',
  thanks: 'Thanks — a moderator will look at it. We’ll let you know when it’s handled.',
  already: 'You already reported this; we’ll let you know when it’s handled.',
  failed: 'We could not send your report. Please try again.',
  selfHarmNow:
    'You don’t have to wait for a moderator. If you are worried about yourself or someone else, these free services can help right now.',
} as const;

export const blockText = {
  block: (name: string) => `Block ${name}`,
  unblock: (name: string) => `Unblock ${name}`,
  mute: (name: string) => `Mute ${name}`,
  unmute: (name: string) => `Unmute ${name}`,
  blockTitle: (name: string) => `Block ${name}?`,
  blockText: (name: string) =>
    `${name} won’t be able to follow you, comment on or like your posts, mention you, or see your posts and profile. If you follow each other, that ends. They are not told that you blocked them. You can unblock them any time in Settings → Privacy.`,
  muteTitle: (name: string) => `Mute ${name}?`,
  muteText: (name: string) =>
    `You won’t see ${name}’s posts and comments any more. They can still see yours, and they are not told. You can unmute them any time in Settings → Privacy.`,
  unblockTitle: (name: string) => `Unblock ${name}?`,
  unblockText: (name: string) =>
    `${name} will be able to see your posts and profile and interact with you again. Follows that ended stay ended.`,
  unmuteTitle: (name: string) => `Unmute ${name}?`,
  unmuteText: (name: string) => `You will see ${name}’s posts and comments again.`,
  confirmBlock: 'Block',
  confirmUnblock: 'Unblock',
  confirmMute: 'Mute',
  confirmUnmute: 'Unmute',
  working: 'Saving…',
  cancel: 'Cancel',
  blocked: (name: string) => `You blocked ${name}.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  muted: (name: string) => `You muted ${name}.`,
  unmuted: (name: string) => `You unmuted ${name}.`,
  failed: 'That did not work. Please try again.',
  moreActions: 'More actions',
  settingsBlockedTitle: 'Blocked members',
  settingsBlockedHint: 'They can’t follow you, comment on, like or see your posts and profile, or mention you.',
  settingsMutedTitle: 'Muted members',
  settingsMutedHint: 'You don’t see their posts and comments. They are not told.',
  noneBlocked: 'You haven’t blocked anyone.',
  noneMuted: 'You haven’t muted anyone.',
  since: (date: string) => `Since ${date}`,
  loadFailed: 'We could not load this list. Please reload the page.',
  more: 'Show more',
  loading: 'Loading…',
} as const;

export const hiddenText = {
  label: 'Hidden while we review it',
  hint: 'Only you and our moderators can see this until a moderator has looked at it.',
} as const;

export const guidelinesText = {
  title: 'Community guidelines',
  intro:
    'Storyloom is a community of young creators. These rules keep it a place where everyone can share their work and feel safe. Moderators cite them when they act on a report.',
  rulesHeading: 'Our rules',
  reportHeading: 'If something is wrong',
  report:
    'Use “Report” in the menu of a post, comment, profile, space, event or AI answer. A moderator looks at every report, and we tell you when it’s handled. You can also block or mute a member from their profile or a post.',
  helpHeading: 'If you are struggling',
  helpIntro:
    'You are not alone, and you don’t have to deal with it by yourself. Talk to an adult you trust — a parent, a teacher, a school counsellor — or contact one of these free, confidential services.',
  emergency: 'If you or someone else is in danger right now, call your local emergency number (112, 911 or 999).',
  ruleLink: (title: string) => `Link to the rule: ${title}`,
} as const;

/** Free, confidential services for young people, shown on /guidelines and after a self-harm report. */
export const HELP_RESOURCES = [
  {
    name: 'Find a Helpline',
    detail: 'Free helplines for young people in more than 130 countries, by phone, text or chat.',
    href: 'https://findahelpline.com',
  },
  { name: 'Childline (UK)', detail: 'Call 0800 1111, or chat online.', href: 'https://www.childline.org.uk' },
  { name: '988 Suicide & Crisis Lifeline (US)', detail: 'Call or text 988.', href: 'https://988lifeline.org' },
  {
    name: 'Kids Help Phone (Canada)',
    detail: 'Call 1-800-668-6868 or text CONNECT to 686868.',
    href: 'https://kidshelpphone.ca',
  },
  { name: 'Kids Helpline (Australia)', detail: 'Call 1800 55 1800.', href: 'https://kidshelpline.com.au' },
] as const;

const ACTION_NAMES: Record<AuditAction, string> = {
  dismiss: 'Report dismissed',
  hide: 'Hidden',
  remove: 'Removed',
  warn: 'Warning',
  mute: 'Muted',
  suspend: 'Suspended',
  ban: 'Account banned',
  restore: 'Restored',
  auto_hide: 'Hidden while we review it',
  auto_mute: 'Writing paused',
  uphold: 'Decision upheld',
  role_grant: 'Moderator role given',
  role_remove: 'Moderator role removed',
};

const NOTICE_SURFACES: Record<string, string> = {
  post: 'Your post',
  comment: 'Your comment',
  module_comment: 'Your comment in a course discussion',
  profile: 'Your profile',
  space: 'Your space',
  event: 'Your event',
  ai_generation: 'Your AI answer',
  account: 'Your account',
};

export const noticesText = {
  title: 'Moderation notices',
  intro:
    'When a moderator acts on something of yours, you see here what they did and which rule it broke. If you think we got it wrong, you can appeal once.',
  empty: 'Nothing here: no moderator has acted on anything of yours.',
  loadFailed: 'We could not load your notices. Please reload the page.',
  action: (action: AuditAction) => ACTION_NAMES[action],
  surface: (surface: string) => NOTICE_SURFACES[surface] ?? 'Your item',
  rule: 'Rule',
  note: 'Moderator’s note',
  until: (when: string) => `Until ${when}`,
  appeal: 'Appeal',
  appealLabel: 'Why do you think we got it wrong?',
  appealHint: 'A moderator looks at it again, with your reasons. You can appeal each decision once.',
  sendAppeal: 'Send appeal',
  sending: 'Sending…',
  cancel: 'Cancel',
  appealSent: 'Your appeal was sent. We’ll let you know what we decide.',
  appealFailed: 'We could not send your appeal. Please try again.',
  yourAppeal: 'Your appeal',
  appealStatus: { open: 'Waiting for a moderator', upheld: 'Decision upheld', reversed: 'Decision reversed' },
  guidelines: 'Community guidelines',
  settingsHint: 'What moderators did about your posts, comments or account, and why. You can appeal a decision once.',
  open: 'See your moderation notices',
  backToCommunity: 'Back to the community',
  more: 'Show more',
  loading: 'Loading…',
} as const;
