import {
  type AuditAction,
  COMMUNITY_RULES,
  type ModerationAction,
  REPORT_REASON_LABELS,
  type ReportReason,
  type ReportSurface,
} from '@storyloom/domain';

/** The moderator and admin screens' words (issue 16). */
export const moderationText = {
  nav: 'Moderation sections',
  queueNav: 'Queue',
  auditNav: 'Audit log',
  wordsNav: 'Word list',

  queueTitle: 'Moderation queue',
  queueIntro: 'Reports grouped by item, most reported and newest first. Every action cites a community rule.',
  statusLabel: 'Status',
  reasonLabel: 'Reason',
  surfaceLabel: 'Surface',
  anyReason: 'Any reason',
  anySurface: 'Anything',
  statuses: { open: 'Open', handled: 'Handled', appeals: 'Appeals' },
  clearFilters: 'Clear filters',
  loading: 'Loading the queue…',
  emptyOpen: 'Nothing waiting. Thank you for keeping the community safe.',
  emptyHandled: 'No handled reports match.',
  emptyAppeals: 'No appeals waiting.',
  fetchFailed: 'Could not load the moderation queue.',
  showing: (n: number, total: number) => `Showing ${n} of ${total}`,
  listLabel: 'Reported items',
  overdue: 'Overdue',
  hidden: 'Hidden',
  removed: 'Removed',
  reports: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
  firstReported: 'First reported',
  lastReported: 'Last reported',
  author: 'Author',
  unknownAuthor: 'Unknown author',
  priorActions: (n: number) => (n === 0 ? 'No prior actions' : n === 1 ? '1 prior action' : `${n} prior actions`),
  openInContext: 'Open in context',
  review: 'Review',
  reviewLabel: (excerpt: string) => `Review: ${excerpt}`,

  // The item dialog
  itemTitle: 'Reported item',
  close: 'Close',
  inReplyTo: 'In reply to',
  reportsHeading: 'Reports',
  noNote: 'No note',
  historyHeading: 'Author’s history',
  noHistory: 'No earlier actions on this member.',
  loadingItem: 'Loading the item…',
  itemFailed: 'Could not load this item.',
  actionHeading: 'Take action',
  actionLabel: 'Action',
  ruleLabel: 'Rule',
  chooseRule: 'Choose a rule',
  ruleRequired: 'Choose the rule this breaks (or, to dismiss, the rule you checked).',
  noteLabel: 'Note (optional)',
  noteHint: 'The author sees the rule and this note.',
  hoursLabel: 'Mute for (hours)',
  daysLabel: 'Suspend for (days)',
  numberRequired: (max: number) => `Enter a whole number from 1 to ${max}.`,
  submit: 'Apply action',
  submitting: 'Applying…',
  actionDone: (action: string) => `${action}: done`,
  actionDoneDetail: 'The reporters and the author have been told.',
  actionFailed: 'Could not apply the action.',

  // Appeals
  appealHeading: 'Appeal',
  appealAgainst: (action: string, rule: string) => `Against: ${action} — ${rule}`,
  appealNoteLabel: 'Decision note (optional)',
  uphold: 'Uphold',
  reverse: 'Reverse',
  appealDone: { uphold: 'Appeal decided: upheld', reverse: 'Appeal decided: reversed' },
  appealFailed: 'Could not decide the appeal.',

  // Audit log
  auditTitle: 'Audit log',
  auditIntro: 'Every moderation action, append-only: who, what, when and why.',
  auditColumns: ['When', 'Who', 'What', 'Member', 'Why'],
  auditLoading: 'Loading the audit log…',
  auditEmpty: 'No actions yet.',
  auditFailed: 'Could not load the audit log.',
  system: 'Automatic',
  until: (when: string) => `until ${when}`,

  // Word list
  wordsTitle: 'Word list',
  wordsIntro:
    'Terms added here join the language filter. Block a term the filter misses; allow a harmless word it catches by mistake.',
  termLabel: 'Term',
  kindLabel: 'List',
  kinds: { block: 'Block', allow: 'Allow' },
  addTerm: 'Add term',
  adding: 'Adding…',
  termAdded: (term: string) => `“${term}” added`,
  termFailed: 'Could not add the term.',
  wordsColumns: ['Term', 'List', 'Added', 'Actions'],
  wordsLoading: 'Loading the word list…',
  wordsEmpty: 'No terms added yet. The built-in word list still applies.',
  wordsFetchFailed: 'Could not load the word list.',
  deleteTerm: (term: string) => `Delete ${term}`,
  delete: 'Delete',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  confirmDeleteTitle: 'Delete this term?',
  confirmDelete: (term: string) => `“${term}” leaves the word list. The filter stops using it at once.`,
  termDeleted: (term: string) => `“${term}” deleted`,
  deleteFailed: 'Could not delete the term.',
};

/** Who the author is, in plain words: moderators act more carefully with children. */
export const AGE_BAND_LABELS = { child: 'Under 13', teen: '13–17', adult: 'Adult' } as const;

export const SURFACE_LABELS: Record<ReportSurface, string> = {
  post: 'Post',
  comment: 'Comment',
  module_comment: 'Module discussion',
  profile: 'Profile',
  space: 'Space',
  event: 'Event',
  ai_generation: 'AI output',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  remove: 'Remove',
  warn: 'Warn',
  mute: 'Mute',
  suspend: 'Suspend',
  ban: 'Ban',
  restore: 'Restore',
  auto_hide: 'Hidden automatically',
  auto_mute: 'Muted automatically',
  uphold: 'Appeal upheld',
  role_grant: 'Made moderator',
  role_remove: 'Moderator removed',
};

/** The action select's choices. */
export const ACTION_CHOICES: Record<ModerationAction, string> = {
  dismiss: 'Dismiss (no rule broken)',
  hide: 'Hide',
  remove: 'Remove',
  warn: 'Warn',
  mute: 'Mute for hours',
  suspend: 'Suspend for days',
  ban: 'Ban',
};

export const reasonLabel = (reason: ReportReason) => REPORT_REASON_LABELS[reason];

/** A rule's title from its id, or the id itself for a rule since retired. */
export const ruleTitle = (id: string | null) =>
  id === null ? '—' : (COMMUNITY_RULES.find((r) => r.id === id)?.title ?? id);
