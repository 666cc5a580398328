import {
  DEFAULT_TIMEZONE,
  isTimeZone,
  LANGUAGES,
  type LanguageId,
  languageIdForTags,
  parseAcceptLanguage,
} from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface SignUpPreferences {
  timezone: string;
  language: LanguageId;
}

const isLanguageId = (value: unknown): value is LanguageId => LANGUAGES.some((l) => l.id === value);

/**
 * A new account's Settings → General (decision 1902): the time zone and language its browser sent
 * (the web sends Intl's time zone and the closest language of navigator.languages), else the
 * Accept-Language header's closest language and the default time zone.
 */
export function signUpPreferences(
  body: { timezone?: unknown; language?: unknown },
  acceptLanguage: string | undefined,
): SignUpPreferences {
  return {
    timezone: typeof body.timezone === 'string' && isTimeZone(body.timezone) ? body.timezone : DEFAULT_TIMEZONE,
    language: isLanguageId(body.language) ? body.language : languageIdForTags(parseAcceptLanguage(acceptLanguage)),
  };
}

/** Stores them as the account's general settings (a new account has no row yet). */
export async function saveSignUpPreferences(db: Kysely<Database>, userId: string, value: SignUpPreferences) {
  const values = { timezone: value.timezone, language: value.language, updated_at: new Date() };
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/**
 * The preferences the sign-up mount put in better-auth's body, read back in the user hook; null
 * for an account made another way (a child account stores its own, children/child-sign-up.ts).
 */
export function preferencesInBody(body: unknown): SignUpPreferences | null {
  if (typeof body !== 'object' || body === null) return null;
  const { timezone, language } = body as { timezone?: unknown; language?: unknown };
  if (typeof timezone !== 'string' || !isTimeZone(timezone) || !isLanguageId(language)) return null;
  return { timezone, language };
}
