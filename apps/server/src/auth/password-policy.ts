import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';

// From src/auth and from dist/auth alike: both sit two levels below apps/server, and the list
// ships in src (tsc copies no text files).
const COMMON_PASSWORDS_FILE = new URL('../../src/auth/common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

/** True for a password on the shipped list of the most common ones, in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('# ')),
  );
  return common.has(password.toLowerCase());
}

export const BREACH_CHECK_TIMEOUT_MS = 1_500;

/** Resolves true when the password is known to be breached; false when it is not, or unknown. */
export type BreachCheck = (password: string) => Promise<boolean>;

/**
 * A k-anonymity lookup against a Have I Been Pwned compatible range API: only the first 5 hex
 * characters of the password's SHA-1 leave the server; the answer lists the suffixes sharing them.
 * Fails open: a slow, failing or unreachable API lets the password through (and is logged).
 */
export function rangeApiBreachCheck(baseUrl: string, log: Logger): BreachCheck {
  const base = baseUrl.replace(/\/+$/, '');
  return async (password) => {
    const hash = createHash('sha1').update(password).digest('hex').toUpperCase();
    const prefix = hash.slice(0, 5);
    const suffix = hash.slice(5);
    try {
      const response = await fetch(`${base}/${prefix}`, {
        headers: { 'add-padding': 'true' },
        signal: AbortSignal.timeout(BREACH_CHECK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`range API answered ${response.status}`);
      const body = await response.text();
      return body.split('\n').some((line) => {
        const [candidate, count] = line.trim().split(':');
        return candidate?.toUpperCase() === suffix && Number(count) > 0;
      });
    } catch (err) {
      log.warn({ event: 'auth.breach_check_unavailable', err }, 'breached-password check skipped');
      return false;
    }
  };
}
