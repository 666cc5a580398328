import {
  instantFromLocalInput,
  localInputValue,
  timeAgo,
  type WallTime,
  wallTimeIn,
  zonedFormatter,
} from '@storyloom/domain';

type When = string | Date;
const toDate = (value: When) => (typeof value === 'string' ? new Date(value) : value);
const WEEK_MS = 7 * 86_400_000;

// The spec's "5m ago" forms are English; other languages take Intl's own short relative time.
const isEnglish = (locale: string | undefined) => !locale || locale.toLowerCase().startsWith('en');

function shortRelative(at: Date, now: Date, locale: string | undefined): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return format.format(0, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

/**
 * Every way the app writes a date, in one time zone and language: the signed-in user's
 * (Settings → General), or the browser's for guests. Get it with `useDateFormat()`.
 */
export function dateFormatter(timezone: string, locale: string | undefined) {
  const fmt = (options: Intl.DateTimeFormatOptions) => (value: When) =>
    zonedFormatter(locale, timezone, options).format(toDate(value));
  // Month and weekday names do not depend on the zone: read them at noon UTC of a fixed day.
  const named = (options: Intl.DateTimeFormatOptions, ms: number) =>
    zonedFormatter(locale, 'UTC', options).format(new Date(ms));
  const date = fmt({ dateStyle: 'medium' });
  const dateTime = fmt({ dateStyle: 'medium', timeStyle: 'short' });
  const time = fmt({ hour: 'numeric', minute: '2-digit' });
  return {
    timezone,
    locale,
    /** "Jun 1, 2025, 6:30 PM" */
    dateTime,
    /** "Jun 1, 2025" */
    date,
    /** A calendar date without a time ("2025-01-15"): the same day in every zone. */
    day: (ymd: string) => named({ dateStyle: 'medium' }, Date.parse(`${ymd.slice(0, 10)}T12:00:00Z`)),
    /** "6:30 PM" */
    time,
    /** "6:30 PM PDT": where a time stands alone, the zone it is in. */
    timeWithZone: fmt({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    /** "Sun, Jun 1, 2025" */
    weekdayDate: fmt({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    /** "Sun, Jun 1, 6:30 PM" */
    weekdayDateTime: fmt({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    /** "Sunday, June 1, 2025" */
    longDate: fmt({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    /** The time alone when it was today (in the zone), else the date and time. */
    shortTime: (value: When, now: Date = new Date()) => {
      const [a, b] = [wallTimeIn(value, timezone), wallTimeIn(now, timezone)];
      const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
      return sameDay ? time(value) : dateTime(value);
    },
    /** "2025-06-01": the calendar day in the zone, for a `<time dateTime>`. */
    isoDay: (value: When) => {
      const w = wallTimeIn(value, timezone);
      return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
    },
    /** "Just now", "5m ago" … "6d ago" (in other languages Intl's short form: "hace 5 min"), then the date. */
    ago: (value: When, now: Date = new Date()) => {
      const at = toDate(value);
      if (now.getTime() - at.getTime() >= WEEK_MS) return date(at);
      return isEnglish(locale) ? timeAgo(at.toISOString(), now) : shortRelative(at, now, locale);
    },
    /** The calendar day and clock time in the zone. */
    wall: (value: When): WallTime => wallTimeIn(value, timezone),
    /** The zone's everyday name: "Pacific Time", "Japan Standard Time". */
    zoneName: () =>
      zonedFormatter(locale, timezone, { timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? timezone,
    /** "June 2025"; month 1-12. */
    monthTitle: (year: number, month: number) =>
      named({ month: 'long', year: 'numeric' }, Date.UTC(year, month - 1, 15, 12)),
    /** Short weekday names, Monday first. */
    weekdays: () => Array.from({ length: 7 }, (_, i) => named({ weekday: 'short' }, Date.UTC(2024, 0, 1 + i, 12))),
    /** For `<input type="datetime-local">`: its value for an instant, and the instant for its value. */
    toLocalInput: (value: When) => localInputValue(value, timezone),
    fromLocalInput: (value: string) => instantFromLocalInput(value, timezone),
  };
}

export type DateFormatter = ReturnType<typeof dateFormatter>;
