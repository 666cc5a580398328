import { randomBytes } from 'node:crypto';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The content types an upload may be stored as, by key extension. */
export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  // Data exports (issue 15) and course materials (issue 17): never served under /uploads, only by
  // their download routes (as attachments).
  zip: 'application/zip',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 200;

export class InvalidKeyError extends Error {}

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function contentTypeForKey(key: string): string | undefined {
  const ext = path.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPES[ext];
}

/** Throws unless the key is well-formed and its extension matches the content type. */
export function assertStorable(key: string, contentType: string) {
  if (!isValidKey(key)) throw new InvalidKeyError(`invalid storage key: ${key}`);
  if (contentTypeForKey(key) !== contentType) {
    throw new InvalidKeyError(`key ${key} does not match content type ${contentType}`);
  }
}

/** A fresh server-made key: `{folder}/{owner}-{random}.{ext}`. */
export function makeKey(folder: string, owner: string, ext: string): string {
  return `${folder}/${owner}-${randomBytes(8).toString('hex')}.${ext}`;
}

export function urlForKey(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** The key behind an `/uploads/...` URL (a `?v=` query is ignored), or null for any other URL. */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length).split(/[?#]/)[0] ?? '';
  return isValidKey(key) ? key : null;
}
