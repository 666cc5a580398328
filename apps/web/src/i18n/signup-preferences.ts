import { type LanguageId, languageIdForTags } from '@storyloom/domain';
import { storedGuestLocale } from './locale-state';

/** What a new account starts with: the language the guest reads in, the browser's time zone. */
export function signupPreferences(): { language: LanguageId; timezone: string } {
  const chosen = storedGuestLocale();
  const tags = [...(chosen && chosen !== 'en-XA' ? [chosen] : []), ...(navigator.languages ?? [])];
  return {
    language: languageIdForTags(tags),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
