import type { LanguageId } from './settings.js';

/**
 * The languages the interface, the mails and the offline AI generator are written in (issue 19).
 * A member's Language setting (LANGUAGES, the spec's six) picks one of these; a language without
 * its own catalogue (German) reads English text with its own date formats (decision 1901).
 */
export const UI_LOCALES = ['en', 'es', 'pt-BR', 'fr'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'en';

/** The shipped locale for a BCP 47 tag ("es-MX" → es, "pt-PT" → pt-BR, "en-GB" → en), or null. */
export function uiLocaleFor(tag: string | null | undefined): UiLocale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case 'en':
      return 'en';
    case 'es':
      return 'es';
    case 'pt':
      return 'pt-BR';
    case 'fr':
      return 'fr';
    default:
      return null;
  }
}

/** The first shipped locale among the reader's preferred tags, English when none is shipped. */
export function negotiateUiLocale(tags: readonly string[]): UiLocale {
  for (const tag of tags) {
    const locale = uiLocaleFor(tag);
    if (locale) return locale;
  }
  return DEFAULT_UI_LOCALE;
}

/** An Accept-Language header's tags, most preferred first; q=0 and malformed parts are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(r.tag));
  ranked.sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.tag);
}

/** The UI locale a member's Language setting reads in. */
export function uiLocaleOfLanguage(language: LanguageId | string | null | undefined): UiLocale {
  return uiLocaleFor(language) ?? DEFAULT_UI_LOCALE;
}

/**
 * The Language setting a new account starts with, from the browser's preferred tags: the closest
 * of the spec's six, English (US) when none fits.
 */
export function languageIdForTags(tags: readonly string[]): LanguageId {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (tag === 'en-gb' || tag.startsWith('en-gb-')) return 'en-GB';
    const primary = tag.split(/[-_]/)[0];
    if (primary === 'en') return 'en-US';
    if (primary === 'es') return 'es-ES';
    if (primary === 'fr') return 'fr-FR';
    if (primary === 'de') return 'de-DE';
    if (primary === 'pt') return 'pt-BR';
  }
  return 'en-US';
}
