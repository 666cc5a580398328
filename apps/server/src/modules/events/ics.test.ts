import { describe, expect, it } from 'vitest';
import { eventIcs } from './ics.js';

/** Unfolds and splits a calendar file into [name, value] pairs, as a calendar app reads it. */
function parse(ics: string): Array<[string, string]> {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at), line.slice(at + 1)] as [string, string];
    });
}

const event = {
  id: '11111111-2222-4333-8444-555555555555',
  title: 'Story Hooks; Workshop, live',
  description:
    'Line one\nLine two with a very long sentence that goes on and on so the line must be folded by the writer',
  location: 'Online',
  startsAt: '2030-05-14T17:00:00.000Z',
  host: { name: 'Maya Chen' },
};

describe('eventIcs', () => {
  it('writes one VEVENT with UTC times, an hour long, escaped text and CRLF lines of at most 75 octets', () => {
    const ics = eventIcs(event, 'https://app.example', new Date('2030-01-01T00:00:00Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const fields = Object.fromEntries(parse(ics));
    expect(fields).toMatchObject({
      VERSION: '2.0',
      DTSTART: '20300514T170000Z',
      DTEND: '20300514T180000Z',
      DTSTAMP: '20300101T000000Z',
      SUMMARY: 'Story Hooks\\; Workshop\\, live',
      URL: 'https://app.example/event/11111111-2222-4333-8444-555555555555',
    });
    expect(fields.DESCRIPTION).toContain('Line one\\nLine two');
    expect(
      parse(ics)
        .filter(([k]) => k === 'BEGIN')
        .map(([, v]) => v),
    ).toEqual(['VCALENDAR', 'VEVENT']);
  });
});
