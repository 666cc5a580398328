import type { ChildAccountCounts, ConsentState } from '@storyloom/domain';

/** Our own words for the parent's pages (issue 15); the notice itself comes from the domain. */
export const consentPageText = {
  title: 'Approve your child’s account',
  loading: 'Opening the approval page…',
  requested: (username: string, when: string) => `${username} asked to join Storyloom on ${when}.`,
  deadline: (when: string) =>
    `Please decide by ${when}. If nobody approves by then, the account and your email address are deleted.`,
  noticeHeading: 'What you are approving',
  fullNotice: 'Read the full privacy notice for children',
  choicesHeading: 'Your choices',
  approveUse: 'I am this child’s parent or guardian, and I approve their Storyloom account as described above.',
  approveAi:
    'Also share with the AI provider: what my child types into the AI tools is sent to it. Without this, the tools run offline on Storyloom’s own server.',
  noAiProvider: 'No AI provider is connected: the AI tools run on Storyloom’s own server and send nothing out.',
  approve: 'Approve',
  approving: 'Approving…',
  approveUseRequired: 'Tick the first box to approve the account.',
  doneTitle: 'Thank you, the account is approved',
  done: (username: string) => `${username} can now take part on Storyloom.`,
  doneAi: (shared: boolean) =>
    shared
      ? 'You approved sharing with the AI provider.'
      : 'You did not approve sharing with the AI provider: the AI tools run offline for this account.',
  doneMail:
    'We have sent you a confirmation mail. Its link opens the parent page, where you can see what the account holds, withdraw your approval or delete the account at any time.',
  failed: 'The approval did not go through. Please try again.',
  retry: 'Try again',
  notDecidedHint: 'If you do not approve, do nothing: the account is deleted when the time runs out.',
} as const;

export const childPageText = {
  title: 'Your child’s account',
  loading: 'Opening the parent page…',
  created: (when: string) => `Created ${when}`,
  state: {
    none: 'No approval asked',
    pending: 'Waiting for your approval',
    granted: 'Approved',
    revoked: 'Approval withdrawn: browsing courses only',
    ended: 'Ended',
  } satisfies Record<ConsentState, string>,
  aiSharing: (on: boolean, configured: boolean) =>
    !configured
      ? 'AI tools: run on Storyloom’s own server (no AI provider is connected).'
      : on
        ? 'AI tools: you approved sharing with the AI provider.'
        : 'AI tools: run offline for this account (no sharing with the AI provider).',
  holdsHeading: 'What the account holds',
  counts: {
    posts: 'Posts',
    comments: 'Comments',
    likes: 'Likes',
    following: 'Following',
    followers: 'Followers',
    spaces: 'Spaces joined',
    events: 'Events signed up for',
    enrollments: 'Courses',
    aiGenerations: 'AI creations',
  } satisfies Record<keyof ChildAccountCounts, string>,
  visibleHeading: 'What other members can see',
  visible: [
    'Only members who are signed in can see your child’s username, profile and what they post, comment, like and follow. Guests and search engines see none of it.',
    'We never collect your child’s email address, photo or location.',
  ],
  profileText: (parts: string[]) =>
    parts.length ? `Their profile shows: ${parts.join(', ')}.` : 'Their profile has no text of its own yet.',
  profileParts: { fullName: 'a display name', bio: 'an about text', website: 'a website link' },
  actionsHeading: 'What you can do',
  download: 'Download the data (zip)',
  downloadHint: 'One zip file with everything the account holds, in JSON, and the files it uploaded.',
  withdraw: 'Withdraw approval',
  withdrawHint: 'Your child is signed out within a minute and can only browse courses until you approve again.',
  withdrawConfirmTitle: 'Withdraw your approval?',
  withdrawConfirm: 'Your child is signed out and can only browse courses until you approve again. Nothing is deleted.',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Approval withdrawn. Your child has been signed out. We sent you a mail about it.',
  approveAgain: 'Approve again',
  approve: 'Approve',
  approving: 'Approving…',
  approved: 'Approved. Your child can take part again. We sent you a confirmation mail.',
  approveAi: 'Also share with the AI provider (what my child types into the AI tools is sent to it)',
  aiOn: 'Turn on AI sharing',
  aiOff: 'Turn off AI sharing',
  aiChanged: (on: boolean) =>
    on ? 'AI sharing is on. We sent you a confirmation mail.' : 'AI sharing is off. The AI tools run offline now.',
  delete: 'Delete the account',
  deleteHint: 'Deletes the account and everything it holds, for good. This cannot be undone.',
  deleteConfirmTitle: 'Delete the account for good?',
  deleteConfirm: (username: string) =>
    `The account ${username}, its posts, comments and uploads, and your email address are deleted. This cannot be undone. You may want to download the data first.`,
  deleting: 'Deleting…',
  deletedTitle: 'The account was deleted',
  deleted: 'Everything the account held has been deleted. We sent you a last mail to confirm it.',
  cancel: 'Cancel',
  historyHeading: 'Approval history',
  history: {
    requested: 'Your approval was asked for',
    granted: 'Approved',
    revoked: 'Approval withdrawn',
    ended: 'Parent link ended',
    confirmation_sent: 'Confirmation mail sent',
  },
  historyAi: (on: boolean) => (on ? 'with AI sharing' : 'without AI sharing'),
  historyMeta: (method: string, version: string) =>
    `${method === 'email_plus' ? 'By email' : method}, notice of ${version}`,
  failed: 'That did not work. Please try again.',
  retry: 'Try again',
} as const;

/** The parent page's "Set a new password" card: a child account has no email for "Forgot password". */
export const childPasswordText = {
  heading: 'Set a new password',
  intro:
    'Your child signs in with a username and has no email address, so “Forgot password?” cannot reach them. If they forget their password, set a new one here and tell it to them.',
  label: 'New password for your child',
  submit: 'Set the new password',
  submitting: 'Setting the password…',
  done: 'New password set. Your child has been signed out everywhere and now signs in with their username and the new password. We sent you a mail about it.',
  failed: 'The password was not changed. Please try again.',
} as const;

export const invalidLinkText = {
  title: 'This link does not work',
  help: 'Links in our mails to parents work for a limited time, and an approval link works once. The newest mail we sent you has a working link to the parent page.',
  home: 'Go to Storyloom',
} as const;
