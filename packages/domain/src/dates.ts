// Dates as a signed-in user reads them: in the time zone and language of Settings → General
// (docs/decisions/0810). No zod here: every screen with a date loads this.

/** A new user's zone and language until they choose others: Pacific time and English (US). */
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_LANGUAGE = 'en-US';

export const dateText = {
  /** Beside a date-and-time field: the zone the typed time is read in. */
  timesIn: (zoneName: string) => `Times in ${zoneName}`,
} as const;

/** A wall-clock reading in some zone; month 1-12, weekday 0 = Sunday. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter: building an Intl.DateTimeFormat costs far more than using one. */
export function zonedFormatter(
  locale: string | undefined,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A date and time as the user reads it: their time zone and language. */
export function formatInZone(iso: string | Date, timeZone: string, locale: string | undefined, withTime = true) {
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' };
  return zonedFormatter(locale, timeZone, options).format(toDate(iso));
}

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** What a clock and calendar in `timeZone` show at this instant. */
export function wallTimeIn(instant: string | Date, timeZone: string): WallTime {
  const parts = zonedFormatter('en-US', timeZone, PARTS).formatToParts(toDate(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

const DAY_MS = 86_400_000;

/**
 * The instant at which clocks in `timeZone` show this wall time. A time that occurs twice (clocks
 * set back) is its first occurrence; one that does not exist (clocks set forward) is read with
 * the offset before the change, so 02:30 on a spring-forward night becomes 03:30, as calendar
 * apps do.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const target = asUtc(wall);
  const offsetAt = (ms: number) => asUtc(wallTimeIn(new Date(ms), timeZone)) - ms;
  const before = offsetAt(target - DAY_MS);
  const after = offsetAt(target + DAY_MS);
  const valid = [target - before, target - after].filter((ms) => asUtc(wallTimeIn(new Date(ms), timeZone)) === target);
  return new Date(valid.length ? Math.min(...valid) : target - before);
}

/** A calendar month of `timeZone` as UTC instants: [from, to). Month 1-12. */
export function monthRangeInZone(year: number, month: number, timeZone: string): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    from: wallTimeToInstant({ year, month, day: 1, hour: 0, minute: 0 }, timeZone),
    to: wallTimeToInstant({ ...next, day: 1, hour: 0, minute: 0 }, timeZone),
  };
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The value of an `<input type="datetime-local">` read in `timeZone`; null when it is not one. */
export function instantFromLocalInput(value: string, timeZone: string): Date | null {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return wallTimeToInstant({ year, month, day, hour, minute }, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the value of an `<input type="datetime-local">` in `timeZone`. */
export function localInputValue(instant: string | Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The browser's (or server's) own zone: what guests see. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
