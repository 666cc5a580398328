/**
 * Settings → General's values, without zod or other settings: the sign-up (auth.ts) checks a new
 * account's time zone and language with them (issue 19), and settings.ts builds its schema on them.
 */
// The defaults (Pacific time, English (US)) and the formatting live in dates.ts.
export const LANGUAGES = [
  { id: 'en-US', label: 'English (US)' },
  { id: 'en-GB', label: 'English (UK)' },
  { id: 'es-ES', label: 'Español' },
  { id: 'fr-FR', label: 'Français' },
  { id: 'de-DE', label: 'Deutsch' },
  { id: 'pt-BR', label: 'Português (Brasil)' },
] as const;
export type LanguageId = (typeof LANGUAGES)[number]['id'];
export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as [LanguageId, ...LanguageId[]];

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/** Settings → General's messages (errors catalogue: errors.settings.*). */
export const generalSettingsTexts = {
  timeZoneInvalid: 'Please choose a time zone from the list',
} as const;
