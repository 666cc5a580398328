import { DEFAULT_UI_LOCALE, LANGUAGES, type MailKey, type UiLocale } from '@storyloom/domain';
import { translator } from '../i18n/translate.js';

/**
 * Who a mail is written for: the language of its text, and how dates inside it read. `language` is
 * the member's Language setting (en-GB, de-DE…: Intl formats dates with it, decision 1901) and
 * `timeZone` their Settings → General zone; without them dates read in the locale, in UTC.
 */
export interface MailAudience {
  locale: UiLocale;
  language?: string | null;
  timeZone?: string | null;
}

/** A mail function's reader: just a locale, or a locale with the member's date settings. */
export type Audience = UiLocale | MailAudience;

export function audienceOf(audience: Audience): MailAudience {
  return typeof audience === 'string' ? { locale: audience } : audience;
}

export type MailText = (key: MailKey, values?: Record<string, string | number>) => string;

/** Private-use marks around a value's index: nothing in a catalogue or a URL holds them. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = /\uE000(\d+)\uE001/g;

/**
 * The mail catalogue in one locale. Text values (names, comments, links: what members wrote) never
 * pass through the message formatter, which would read escapes in them: each is put back in its
 * place after the message is formatted. Numbers go through, for plurals.
 */
export function mailText(locale: UiLocale): MailText {
  const t = translator(locale);
  return (key, values) => {
    if (!values) return t(`mail.${key}`);
    const texts: string[] = [];
    const slotted = Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (typeof value === 'number') return [name, value];
        texts.push(value);
        return [name, `${OPEN}${texts.length - 1}${CLOSE}`];
      }),
    );
    return t(`mail.${key}`, slotted).replace(SLOT, (_, index: string) => texts[Number(index)] ?? '');
  };
}

/** The Intl locale dates of each catalogue locale read in when the member's Language is not known. */
const DATE_LOCALE: Record<UiLocale, string> = { en: 'en-GB', es: 'es-ES', 'pt-BR': 'pt-BR', fr: 'fr-FR' };

function dateLocaleOf(audience: MailAudience): string {
  const language = audience.language;
  if (language && LANGUAGES.some((l) => l.id === language)) return language;
  return DATE_LOCALE[audience.locale] ?? DATE_LOCALE[DEFAULT_UI_LOCALE];
}

function validZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * A moment as a mail tells it, unambiguous for a reader anywhere: "1 December 2026, 14:05 UTC",
 * "1 de diciembre de 2026, 14:05 (Europe/Madrid)", in the reader's language and time zone.
 */
export function mailDateTime(date: Date, audience: Audience): string {
  const a = audienceOf(audience);
  const locale = dateLocaleOf(a);
  const timeZone = validZone(a.timeZone);
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  // 24-hour clocks read "05:06", 12-hour ones "5:06 AM".
  const h12 = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12;
  const time = date.toLocaleTimeString(locale, { hour: h12 ? 'numeric' : '2-digit', minute: '2-digit', timeZone });
  const zone = timeZone === 'UTC' ? 'UTC' : timeZone.replaceAll('_', ' ');
  return mailText(a.locale)('common.dateTime', { date: day, time, zone });
}
