import { z } from 'zod';
import type { Author } from './community-posts.js';
import { PASSWORD_MAX_LENGTH } from './password-rules.js';

// Data rights for every member (issue 15): export my data, delete my account.

/** How a comment reads once its author deleted their account. */
export const DELETED_MEMBER_NAME = 'Deleted member';

/** The author of a comment whose account was deleted: no id, no profile, no picture. */
export const deletedAuthor: Author = { id: '', name: DELETED_MEMBER_NAME, username: '', avatarUrl: null, badge: null };

export function isDeletedAuthor(author: Pick<Author, 'id'>): boolean {
  return author.id === '';
}

/** How long a finished export can be downloaded (decision 1540). */
export const EXPORT_TTL_HOURS = 24;

/** `expired`: a ready export whose link has passed its time (the file is being purged). */
export const EXPORT_STATUSES = ['building', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Set while the export can be downloaded. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const latestExportSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestExport = z.infer<typeof latestExportSchema>;

export const dataRightsFormTexts = { passwordRequired: 'Enter your password' } as const;

/** Re-authentication before an account is deleted: the password, and a code when two-factor is on. */
export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, dataRightsFormTexts.passwordRequired).max(PASSWORD_MAX_LENGTH),
  /** A code from the authenticator app, or one of the backup codes. */
  code: z.string().trim().max(64).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What the server answers with (errors and the mail); the tab's own copy lives with the web feature. */
export const dataRightsMessages = {
  exportNotReady: 'Your export is still being prepared. Try again in a moment.',
  exportExpired: 'This download link has expired. Request a new export.',
  exportNotFound: 'Export not found',
  invalidPassword: 'That password is not right',
  codeRequired: 'Enter the code from your authenticator app',
  invalidCode: 'That code is not right',
  exportMailSubject: 'Your Storyloom data is ready to download',
} as const;
