import { DELETED_MEMBER_NAME, EXPORT_TTL_HOURS } from '@storyloom/domain';

/** Settings → Privacy: plain words for members from 11 up (issue 15). */
export const privacyTabText = {
  export: {
    title: 'Export my data',
    hint: 'Get a copy of everything you have put into Storyloom, in one zip file.',
    contains:
      'It has your profile and settings, posts, comments, likes, follows, spaces, events, courses and progress, AI creations, notifications, consent records, and the pictures and videos you uploaded.',
    request: 'Request my data',
    requesting: 'Requesting...',
    building: 'We are putting your file together. This can take a few minutes.',
    buildingMail: 'You can leave this page: we will also send you an email when it is ready.',
    ready: (size: string) => `Your file is ready (${size}).`,
    download: 'Download my data',
    until: (when: string) => `The download link works until ${when}. After that the file is deleted.`,
    validFor: `When your file is ready, you can download it for ${EXPORT_TTL_HOURS} hours.`,
    again: 'Request a new copy',
    expired: 'Your last download link has expired, and the file was deleted.',
    failed: 'Something went wrong while we were putting your file together.',
    retry: 'Try again',
    requestFailed: 'Your data could not be requested',
    loadFailed: 'Your exports could not be loaded. Reload the page to try again.',
  },
  delete: {
    title: 'Delete my account',
    hint: 'Remove your account and what you made on Storyloom for good.',
    deleted:
      'This deletes your profile and picture, your posts with their comments and likes, events you host, spaces only you use, your likes and follows, your course progress, your AI creations and every file you uploaded. You are signed out everywhere.',
    kept: `Comments you wrote on other people's posts stay, but show "${DELETED_MEMBER_NAME}" instead of your name. Spaces other members use stay for them.`,
    permanent: 'This cannot be undone. If you want a copy of your data, export it first.',
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogText: 'This cannot be undone.',
    password: 'Your password',
    passwordHint: 'To make sure it is really you.',
    code: 'Code from your authenticator app, or a backup code',
    cancel: 'Cancel',
    confirm: 'Delete my account forever',
    deleting: 'Deleting...',
    done: 'Your account has been deleted.',
    failed: 'Your account could not be deleted',
  },
} as const;

/** "1.4 MB", "820 KB": how big the file is, roughly. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
