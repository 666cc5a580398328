import { EVENT_DEFAULT_MINUTES } from '@storyloom/domain';

interface IcsEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  startsAt: string;
  host: { name: string };
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, newlines as \n. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** 20260514T170000Z */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A one-event calendar file for Add to Calendar. The event lasts an hour unless the data says more. */
export function eventIcs(event: IcsEvent, appUrl: string, now: Date = new Date()): string {
  const start = new Date(event.startsAt);
  const end = new Date(start.getTime() + EVENT_DEFAULT_MINUTES * 60_000);
  const url = `${appUrl}/event/${event.id}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storyloom//Community Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@storyloom`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(`${event.description}\n\nHosted by ${event.host.name}\n${url}`)}`,
    `LOCATION:${text(event.location)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
