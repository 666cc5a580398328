import { DEFAULT_UI_LOCALE, loadErrorCatalogue, type UiLocale } from '@storyloom/domain';
import { useCallback, useEffect, useState } from 'react';
import { i18n } from './i18n';
import { type AppLocale, PSEUDO_LOCALE } from './locale-state';
import { useActiveLocale } from './namespace';
import { pseudoText } from './pseudo-text';

type EnglishToLocal = Map<string, string>;

const tables = new Map<AppLocale, Promise<EnglishToLocal>>();
const readyTables = new Map<AppLocale, EnglishToLocal>();

/** English text of the shared catalogue → the same text in `locale` (the pseudo-locale accents it). */
export function loadDomainText(locale: AppLocale): Promise<EnglishToLocal> {
  let table = tables.get(locale);
  if (!table) {
    const target: UiLocale = locale === PSEUDO_LOCALE ? DEFAULT_UI_LOCALE : locale;
    table = Promise.all([loadErrorCatalogue(DEFAULT_UI_LOCALE), loadErrorCatalogue(target)]).then(([en, local]) => {
      const map: EnglishToLocal = new Map();
      for (const [key, english] of Object.entries(en)) {
        const text = local[key] ?? english;
        map.set(english, locale === PSEUDO_LOCALE ? pseudoText(text) : text);
      }
      readyTables.set(locale, map);
      return map;
    });
    tables.set(locale, table);
  }
  return table;
}

/**
 * The English a shared message was translated from (the server tells errors in the reader's
 * language), so code that recognises a message by its English text still does; a `field: ` prefix
 * is kept. Text the loaded catalogue does not know comes back as it is.
 */
export function englishOf(message: string, locale: AppLocale = i18n.locale as AppLocale): string {
  const table = readyTables.get(locale);
  if (!table) return message;
  const field = /^([\w.$[\]-]{1,80}): (.+)$/s.exec(message);
  const [prefix, text] = field?.[1] && field[2] ? [`${field[1]}: `, field[2]] : ['', message];
  for (const [english, local] of table) if (local === text) return `${prefix}${english}`;
  return message;
}

/**
 * Messages the web takes from packages/domain (a shared schema's validation message, written in
 * English there) told in the reader's language; text the catalogue does not know shows as it is.
 */
export function useDomainText(): (english: string) => string {
  const locale = useActiveLocale();
  const [, setLoaded] = useState(0);
  // Loaded when a form first renders, well before it can show an error; a render follows when it is in.
  useEffect(() => {
    if (locale === DEFAULT_UI_LOCALE || readyTables.has(locale)) return;
    let current = true;
    void loadDomainText(locale).then(() => current && setLoaded((n) => n + 1));
    return () => {
      current = false;
    };
  }, [locale]);
  const table = readyTables.get(locale) ?? null;
  return useCallback((english: string) => table?.get(english) ?? english, [table]);
}
