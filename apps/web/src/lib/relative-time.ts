import { i18n } from '@/i18n/i18n';
import { type AppLocale, htmlLangOf } from '@/i18n/locale-state';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "just now", "5 minutes ago", "in 2 days": the largest whole unit between `iso` and `now`, in the
 * reader's language (`locale`, by default the interface's).
 */
export function relativeTime(iso: string, now: Date = new Date(), locale: string = readingLocale()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  // "just now" is the spec's; Intl's "now" says the same in every other language.
  return locale.startsWith('en') ? 'just now' : format.format(0, 'second');
}

function readingLocale(): string {
  return i18n.locale ? htmlLangOf(i18n.locale as AppLocale) : 'en';
}
