import type { CommunityMe, EventDetail, EventSummary } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { insertTestEvent, type Member, newMember } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Host');
  b = await newMember(t, 'Ben Guest');
});
afterAll(async () => {
  await t.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Story Sprint',
  type: 'workshop',
  description: 'Write together',
  startsAt: inDays(3),
  location: 'Online',
  maxAttendees: null,
  ...extra,
});
type Page = { items: EventSummary[]; total: number };

async function create(m: Member, extra: Record<string, unknown> = {}) {
  const res = await m.call('POST', '/api/events', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return json<EventDetail>(res);
}

describe('events screens API', () => {
  it('creates an event with agenda and materials; the host earns 10 points', async () => {
    const event = await create(a, {
      agenda: [{ time: '17:00', title: 'Warm-up', description: '' }],
      materials: [{ title: 'Worksheet', url: '/courses' }],
    });
    expect(event).toMatchObject({
      title: 'Story Sprint',
      host: { name: 'Ada Host' },
      attendees: 0,
      registered: false,
      agenda: [{ time: '17:00', title: 'Warm-up', description: '' }],
      materials: [{ title: 'Worksheet', url: '/courses' }],
      isPast: false,
    });
    expect(json<CommunityMe>(await a.call('GET', '/api/community/me')).points).toBe(10);
  });

  it('refuses an invalid event: past time, unsafe material link, unknown type, extra keys', async () => {
    for (const extra of [
      { startsAt: inDays(-1) },
      { materials: [{ title: 'x', url: 'javascript:alert(1)' }] },
      { materials: [{ title: 'x', url: '//evil.example' }] },
      { type: 'party' },
      { maxAttendees: 0 },
      { hostName: 'Someone else' },
    ]) {
      expect((await a.call('POST', '/api/events', body(extra))).statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('registers until full, then refuses; Your Events lists registrations', async () => {
    const event = await create(a, { maxAttendees: 1, title: 'Tiny room' });
    expect((await b.call('POST', `/api/events/${event.id}/registration`, {})).statusCode).toBe(201);
    const full = await a.call('POST', `/api/events/${event.id}/registration`, {});
    expect(full.statusCode).toBe(409);
    expect(json(full)).toMatchObject({ error: { code: 'event_full' } });
    const mine = json<Page>(await b.call('GET', '/api/events?tab=your'));
    expect(mine.items.map((e) => e.id)).toEqual([event.id]);
    expect(json<EventDetail>(await b.call('GET', `/api/events/${event.id}`))).toMatchObject({
      registered: true,
      attendees: 1,
    });
  });

  it('splits upcoming and past, shows similar events of the same type, and 404s an unknown event', async () => {
    const past = { id: await insertTestEvent(t, { title: 'Old talk', type: 'discussion', startsInHours: -5 * 24 }) };
    const upcoming = json<Page>(await a.call('GET', '/api/events?tab=upcoming'));
    const pastPage = json<Page>(await a.call('GET', '/api/events?tab=past'));
    expect(upcoming.items.every((e) => new Date(e.startsAt) > new Date())).toBe(true);
    expect(pastPage.items.map((e) => e.id)).toEqual([past.id]);
    expect(json<Page>(await a.call('GET', '/api/events')).total).toBe(upcoming.total + pastPage.total);

    const discussion = await create(a, { type: 'discussion', title: 'New talk' });
    const detail = json<EventDetail>(await a.call('GET', `/api/events/${discussion.id}`));
    expect(detail.similar.map((e) => e.id)).toEqual([past.id]);
    const missing = await a.call('GET', '/api/events/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ error: { code: 'event_not_found', message: 'Event not found' } });
  });

  it('serves a month for the calendar view', async () => {
    const event = await create(a, { startsAt: '2031-02-10T15:00:00.000Z', title: 'February' });
    const month = json<{ items: EventSummary[] }>(
      await a.call('GET', '/api/events/calendar?from=2031-02-01T00:00:00Z&to=2031-03-01T00:00:00Z'),
    );
    expect(month.items.map((e) => e.id)).toEqual([event.id]);
    expect(
      (await a.call('GET', '/api/events/calendar?from=2031-02-01T00:00:00Z&to=2031-06-01T00:00:00Z')).statusCode,
    ).toBe(400);
  });

  it('downloads a calendar file', async () => {
    const event = await create(a, { title: 'Calendar me' });
    const res = await b.call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="event-.*\.ics"/);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain('SUMMARY:Calendar me');
  });
});
