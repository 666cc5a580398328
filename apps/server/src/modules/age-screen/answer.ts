import type { BirthMonth } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The httpOnly cookie holding this browser's random id (never the answer itself). */
export const AGE_SCREEN_COOKIE = 'storyloom_age_screen';
/** How long the first answer a browser gave stands. */
export const AGE_SCREEN_TTL_SECONDS = 24 * 60 * 60;

/** 32 random bytes, base64url: anything else in the cookie is not an id this server issued. */
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${AGE_SCREEN_COOKIE}=([^;]*)`);

/** The browser id the cookie header carries, when it has the shape of one this server issued. */
export function browserIdOf(cookieHeader: string | undefined): string | null {
  const value = COOKIE_VALUE.exec(cookieHeader ?? '')?.[1]?.trim();
  return value && BROWSER_ID_PATTERN.test(value) ? value : null;
}

/** The oldest moment an answer still stands. */
export const answerStandsSince = (now = Date.now()) => new Date(now - AGE_SCREEN_TTL_SECONDS * 1000);

/** The answer recorded for this browser in the last 24 hours, or null. */
export async function readAgeScreenAnswer(
  db: Kysely<Database>,
  cookieHeader: string | undefined,
): Promise<BirthMonth | null> {
  const browserId = browserIdOf(cookieHeader);
  if (!browserId) return null;
  const row = await db
    .selectFrom('age_screen_answers')
    .select(['birth_year', 'birth_month'])
    .where('browser_id', '=', browserId)
    .where('created_at', '>', answerStandsSince())
    .executeTakeFirst();
  return row ? { year: row.birth_year, month: row.birth_month } : null;
}
