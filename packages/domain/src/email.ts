import { messages } from './messages.js';

/**
 * The email validator: the checks run in this order and the first failure wins.
 * Returns the error message, or null when the address is acceptable.
 */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  const m = messages.email;
  if (email === '') return m.required;
  const at = email.lastIndexOf('@');
  if (at === -1) return m.missingAt;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local === '') return m.missingUsername;
  if (domain === '') return m.missingDomain;
  if (!domain.includes('.')) return m.domainDot;
  const extension = domain.split('.').pop() ?? '';
  if (extension.length < 2) return m.extension;
  if (!GENERAL_EMAIL_PATTERN.test(email)) return m.invalid;
  return null;
}

// One @, no spaces, a dotted domain whose labels are letters, digits or hyphens.
const GENERAL_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Longest address we accept anywhere (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
