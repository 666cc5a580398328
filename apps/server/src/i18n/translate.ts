import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_UI_LOCALE, SERVER_TEXT, UI_LOCALES, type UiLocale } from '@storyloom/domain';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** One Lingui instance per locale, its messages compiled once at start: no per-call parsing. */
const instances = new Map<UiLocale, I18n>(
  UI_LOCALES.map((locale) => {
    const compiled = Object.fromEntries(
      Object.entries(SERVER_TEXT[locale]).map(([key, text]) => [key, compileMessage(text)]),
    );
    return [locale, setupI18n({ locale, messages: { [locale]: compiled } })];
  }),
);

/** English text → its key, so a message thrown in English can be told in the reader's language. */
const keyOfEnglish = new Map(Object.entries(SERVER_TEXT.en).map(([key, text]) => [text, key]));

/**
 * The server's text in one locale; a key missing there falls back to English (the completeness
 * test keeps that from happening in what we ship).
 */
export function translator(locale: UiLocale): Translate {
  const i18n = instances.get(locale) ?? instances.get(DEFAULT_UI_LOCALE);
  const english = instances.get(DEFAULT_UI_LOCALE);
  return (key, values) => {
    const messages = i18n?.messages ?? {};
    const source = key in messages ? i18n : english;
    return source ? source._(key, values) : key;
  };
}

/** An English message of the catalogue in `locale`; text the catalogue does not know stays as it is. */
export function translateKnownText(locale: UiLocale, english: string): string {
  if (locale === DEFAULT_UI_LOCALE) return english;
  const key = keyOfEnglish.get(english);
  return key ? translator(locale)(key) : english;
}
