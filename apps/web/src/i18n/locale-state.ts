import { DEFAULT_UI_LOCALE, negotiateUiLocale, UI_LOCALES, type UiLocale } from '@storyloom/domain';

/** The shipped locales plus the development pseudo-locale (accented English, 35 % longer). */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = UiLocale | typeof PSEUDO_LOCALE;

const STORAGE_KEY = 'storyloom.language';

export function isAppLocale(value: unknown): value is AppLocale {
  return value === PSEUDO_LOCALE || (UI_LOCALES as readonly unknown[]).includes(value);
}

/** What a guest chose with the switcher, if anything. */
export function storedGuestLocale(): AppLocale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isAppLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeGuestLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/** A guest's locale: the switcher's choice, else the browser's languages, else English. */
export function guestLocale(): AppLocale {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isAppLocale(fromQuery)) {
    // A link with ?lang= (the pseudo-locale, a shared link) is a choice: remembered like the switcher's.
    storeGuestLocale(fromQuery);
    return fromQuery;
  }
  return storedGuestLocale() ?? negotiateUiLocale(navigator.languages ?? [navigator.language ?? DEFAULT_UI_LOCALE]);
}

/** The BCP 47 tag for <html lang> and for Intl (the pseudo-locale reads as English). */
export function htmlLangOf(locale: AppLocale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}
