import { POINTS, POINTS_DAILY_CAPS } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, type Member, newMember } from '../../test/community.js';

/** Finding 7 of the security review: events can be edited and deleted, and points are capped. */
let t: TestApp;
let host: Member;
let other: Member;
let admin: Member;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function newEvent(member: Member, title: string) {
  return member.call('POST', '/api/events', {
    title,
    type: 'workshop',
    description: 'Bring a notebook',
    startsAt: inDays(5),
    location: 'Online',
    maxAttendees: null,
  });
}

async function createdEvent(member: Member, title: string): Promise<string> {
  const res = await newEvent(member, title);
  expect(res.statusCode).toBe(201);
  return json<{ id: string }>(res).id;
}

async function points(member: Member): Promise<number> {
  return json<{ points: number }>(await member.call('GET', '/api/community/me')).points;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await newMember(t, 'Host Hana');
  other = await newMember(t, 'Other Omar');
  admin = await newMember(t, 'Admin Ada');
  await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  t.app.ctx.sessions.forgetUser(admin.id);
});
afterAll(async () => {
  await t.close();
});

describe('finding 7: events can be edited and deleted by their host or an admin', () => {
  it('lets the host edit, refuses other members (403) and guests (401), and lets an admin edit', async () => {
    const id = await createdEvent(host, 'Draft title');
    const edit = await host.call('PATCH', `/api/events/${id}`, { title: 'Final title', location: 'Library' });
    expect(edit.statusCode).toBe(200);
    expect(json<{ title: string; location: string; canEdit: boolean }>(edit)).toMatchObject({
      title: 'Final title',
      location: 'Library',
      canEdit: true,
    });
    expect((await other.call('PATCH', `/api/events/${id}`, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await guestCall(t, 'PATCH', `/api/events/${id}`, { title: 'x' })).statusCode).toBe(401);
    expect(json<{ canEdit: boolean }>(await other.call('GET', `/api/events/${id}`)).canEdit).toBe(false);
    const byAdmin = await admin.call('PATCH', `/api/events/${id}`, { description: 'Checked by staff' });
    expect(byAdmin.statusCode).toBe(200);
    expect(json<{ title: string; description: string }>(await other.call('GET', `/api/events/${id}`))).toMatchObject({
      title: 'Final title',
      description: 'Checked by staff',
    });
  });

  it('refuses an edit with bad input and changes nothing', async () => {
    const id = await createdEvent(host, 'Keep me');
    for (const body of [{ title: '' }, { startsAt: inDays(-1) }, { unknown: 1 }, { maxAttendees: 0 }]) {
      expect((await host.call('PATCH', `/api/events/${id}`, body)).statusCode).toBe(400);
    }
    expect(json<{ title: string }>(await host.call('GET', `/api/events/${id}`)).title).toBe('Keep me');
  });

  it('lets the host delete (registrations and points go with it); others get 403, unknown ids 404', async () => {
    const before = await points(host);
    const id = await createdEvent(host, 'Short-lived');
    expect(await points(host)).toBe(before + POINTS.eventCreated);
    await other.call('POST', `/api/events/${id}/registration`, {});
    expect((await other.call('DELETE', `/api/events/${id}`)).statusCode).toBe(403);
    expect((await host.call('DELETE', `/api/events/${id}`)).statusCode).toBe(204);
    expect((await other.call('GET', `/api/events/${id}`)).statusCode).toBe(404);
    expect((await host.call('DELETE', `/api/events/${id}`)).statusCode).toBe(404);
    expect(await points(host)).toBe(before);
  });

  it('lets an admin delete any event', async () => {
    const id = await createdEvent(host, 'Needs removing');
    expect((await admin.call('DELETE', `/api/events/${id}`)).statusCode).toBe(204);
    expect((await host.call('GET', `/api/events/${id}`)).statusCode).toBe(404);
  });
});

describe('finding 7: point-earning actions are capped per day', () => {
  it('gives event-creation points for at most the daily cap of events', async () => {
    const farmer = await newMember(t, 'Farmer Fay');
    const start = await points(farmer);
    for (let i = 0; i < POINTS_DAILY_CAPS.eventCreated + 3; i++) await createdEvent(farmer, `Farm ${i}`);
    expect(await points(farmer)).toBe(start + POINTS_DAILY_CAPS.eventCreated * POINTS.eventCreated);
  });

  it('gives post points for at most the daily cap of posts', async () => {
    const poster = await newMember(t, 'Poster Pat');
    const start = await points(poster);
    for (let i = 0; i < POINTS_DAILY_CAPS.post + 2; i++) {
      expect((await poster.call('POST', '/api/posts', { type: 'post', content: `post ${i}` })).statusCode).toBe(201);
    }
    const earned = (await points(poster)) - start;
    // Posting also marks the day active; the streak needs a previous day, so only post points count.
    expect(earned).toBe(POINTS_DAILY_CAPS.post * POINTS.post);
  });
});
