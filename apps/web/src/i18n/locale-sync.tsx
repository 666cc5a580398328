import { uiLocaleOfLanguage } from '@storyloom/domain';
import { useEffect } from 'react';
import { useMe } from '@/lib/me';
import { activateLocale } from './i18n';
import { PSEUDO_LOCALE, storedGuestLocale, storeGuestLocale } from './locale-state';

/**
 * A member's Settings → General language drives the interface as soon as /api/me carries it (on
 * sign-in, on saving the setting). The browser remembers it, so the next visit opens in it at once.
 * The development pseudo-locale, once chosen, stays on top of it.
 */
export function LocaleSync() {
  const { data: me } = useMe();
  const language = me?.preferences.language;
  useEffect(() => {
    if (!language || storedGuestLocale() === PSEUDO_LOCALE) return;
    const locale = uiLocaleOfLanguage(language);
    storeGuestLocale(locale);
    void activateLocale(locale);
  }, [language]);
  return null;
}
