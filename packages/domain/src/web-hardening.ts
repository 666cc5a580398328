import { PASSWORD_MIN_LENGTH, passwordTexts } from './password-rules.js';

// Texts the web needs for its hardening work: the password rule shown next to the field, and
// editing and deleting an event. Everything derived from a constant is built from it.

/** The password rule shown under every new-password field (the server refuses with `passwordTexts`). */
export const passwordRuleText = {
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`,
} as const;

// The server may name the field ('password: …', 'newPassword: …') or give the message alone.
const PASSWORD_FIELD_PREFIX = /^(?:password|newPassword): /;
const TOO_SHORT = /^Password must be at least \d+ characters$/;

/**
 * The message of a refused password without any field prefix, or null when `message` is not
 * about the password's strength (so it belongs elsewhere in the form).
 */
export function passwordRefusal(message: string): string | null {
  const text = message.replace(PASSWORD_FIELD_PREFIX, '');
  const known = TOO_SHORT.test(text) || text === passwordTexts.tooCommon || text === passwordTexts.breached;
  return known ? text : null;
}
