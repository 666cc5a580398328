import type { EventSummary } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test/app.js';
import { asUser, createLearningTestApp } from '../../test/learning.js';
import { signUpAndIn } from '../../test/users.js';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

let t: TestApp;
beforeAll(async () => {
  t = await createLearningTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newUser() {
  const { cookie, email } = await signUpAndIn(t.app, t.mails);
  return { ...asUser(t.app, cookie), cookie, email };
}

async function eventByTitle(title: string) {
  return t.app.ctx.db
    .selectFrom('events')
    .select(['id', 'max_attendees'])
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
}

describe('seeded events', () => {
  it('cover every type, with past and upcoming ones', async () => {
    const rows = await t.app.ctx.db.selectFrom('events').select(['type', 'starts_at']).execute();
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['workshop', 'masterclass', 'networking', 'business', 'discussion']),
    );
    const now = Date.now();
    expect(rows.some((r) => new Date(r.starts_at).getTime() < now)).toBe(true);
    expect(rows.some((r) => new Date(r.starts_at).getTime() > now)).toBe(true);
  });
});

describe('GET /api/events/upcoming', () => {
  it('lists only future events, soonest first, with attendee counts and the user’s flag', async () => {
    const user = await newUser();
    const page = json<Page<EventSummary>>(await user.get('/api/events/upcoming?pageSize=50'));
    expect(page.total).toBe(6);
    const times = page.items.map((e) => Date.parse(e.startsAt));
    expect(times.every((x) => x > Date.now())).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(page.items.every((e) => !e.registered && e.attendees === 0)).toBe(true);
    const small = json<Page<EventSummary>>(await user.get('/api/events/upcoming'));
    expect(small.items).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/upcoming' })).statusCode).toBe(401);
  });
});

describe('POST /api/events/:eventId/registration (RSVP)', () => {
  it('stores an RSVP once per user and event, mails a confirmation, and a repeat changes nothing', async () => {
    const user = await newUser();
    const { id } = await eventByTitle('Story Hooks Workshop');
    const first = await user.post(`/api/events/${id}/registration`);
    expect(first.statusCode).toBe(201);
    expect(json(first)).toEqual({ created: true, attendees: 1 });
    const again = await user.post(`/api/events/${id}/registration`);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ created: false, attendees: 1 });
    const mails = t.mails.filter((m) => m.to === user.email && m.subject.includes('Story Hooks Workshop'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/event/${id}`);

    const listed = json<Page<EventSummary>>(await user.get('/api/events/upcoming')).items.find((e) => e.id === id);
    expect(listed).toMatchObject({ registered: true, attendees: 1 });
    const other = await newUser();
    const seen = json<Page<EventSummary>>(await other.get('/api/events/upcoming')).items.find((e) => e.id === id);
    expect(seen).toMatchObject({ registered: false, attendees: 1 });
  });

  it('writes the confirmation’s time in the member’s own time zone and language', async () => {
    const user = await newUser();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: { cookie: user.cookie },
      payload: { timezone: 'Asia/Tokyo', language: 'en-GB' },
    });
    expect(put.statusCode).toBe(200);
    const event = await t.app.ctx.db
      .selectFrom('events')
      .select(['id', 'starts_at'])
      .where('title', '=', 'Story Hooks Workshop')
      .executeTakeFirstOrThrow();
    expect((await user.post(`/api/events/${event.id}/registration`)).statusCode).toBe(201);
    const mail = t.mails.findLast((m) => m.to === user.email && m.subject.includes('Story Hooks Workshop'));
    const expected = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    });
    expect(mail?.text).toContain(`When: ${expected.format(new Date(event.starts_at))} (Asia/Tokyo)`);
  });

  it('refuses a full event without overfilling it, even under concurrent RSVPs', async () => {
    const { id, max_attendees } = await eventByTitle('Creator Meet & Greet');
    const users = await Promise.all(Array.from({ length: 4 }, () => newUser()));
    const results = await Promise.all(users.map((u) => u.post(`/api/events/${id}/registration`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(json(refused)).toEqual({ error: { code: 'event_full', message: 'This event is full' } });
    }
    const stored = await t.app.ctx.db
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(max_attendees);
  });

  it('refuses a past event, an unknown event, a malformed id, extra keys and a guest', async () => {
    const user = await newUser();
    const past = await eventByTitle('Podcasting for Beginners');
    const res = await user.post(`/api/events/${past.id}/registration`);
    expect(res.statusCode).toBe(409);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('event_past');
    const unknown = await user.post('/api/events/00000000-0000-4000-8000-000000000000/registration');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: { code: 'event_not_found', message: 'Event not found' } });
    expect((await user.post('/api/events/nope/registration')).statusCode).toBe(400);
    const { id } = await eventByTitle('Pitch Practice Night');
    expect((await user.post(`/api/events/${id}/registration`, { userId: 'x' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/events/${id}/registration`, payload: {} })).statusCode,
    ).toBe(401);
  });
});
