import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';

/** Finding 1 of the security review: an event made by a private event post stays private. */
let t: TestApp;
let author: Member;
let other: Member;
let admin: Member;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function eventPost(member: Member, visibility: 'public' | 'private', title: string) {
  const res = await member.call('POST', '/api/posts', {
    type: 'event',
    content: `Secret plans for ${title}`,
    visibility,
    event: { title, type: 'workshop', startsAt: inDays(3), location: 'My house, 12 Elm Street' },
  });
  expect(res.statusCode).toBe(201);
  const post = json<{ id: string; media: { kind: string; eventId: string } }>(res);
  return { postId: post.id, eventId: post.media.eventId };
}

async function points(member: Member): Promise<number> {
  return json<{ points: number }>(await member.call('GET', '/api/community/me')).points;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await newMember(t, 'Private Pia');
  other = await newMember(t, 'Curious Carl');
  admin = await newMember(t, 'Admin Ada');
  await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  t.app.ctx.sessions.forgetUser(admin.id);
});
afterAll(async () => {
  await t.close();
});

describe('finding 1: private event posts do not leak', () => {
  it('hides the private event from other members in every read, and shows it to its author', async () => {
    const { eventId } = await eventPost(author, 'private', 'Hidden Meetup');
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = inDays(30);
    for (const viewer of [other, admin]) {
      for (const tab of ['all', 'upcoming', 'your']) {
        const list = json<{ items: Array<{ id: string }>; total: number }>(
          await viewer.call('GET', `/api/events?tab=${tab}&pageSize=50`),
        );
        expect(list.items.map((e) => e.id)).not.toContain(eventId);
      }
      const upcoming = json<{ items: Array<{ id: string }> }>(
        await viewer.call('GET', '/api/events/upcoming?pageSize=50'),
      );
      expect(upcoming.items.map((e) => e.id)).not.toContain(eventId);
      const calendar = json<{ items: Array<{ id: string }> }>(
        await viewer.call('GET', `/api/events/calendar?from=${from}&to=${to}`),
      );
      expect(calendar.items.map((e) => e.id)).not.toContain(eventId);
      expect((await viewer.call('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
      expect((await viewer.call('GET', `/api/events/${eventId}/calendar.ics`)).statusCode).toBe(404);
      expect((await viewer.call('POST', `/api/events/${eventId}/registration`, {})).statusCode).toBe(404);
    }
    const mine = await author.call('GET', `/api/events/${eventId}`);
    expect(mine.statusCode).toBe(200);
    expect(json<{ title: string }>(mine).title).toBe('Hidden Meetup');
  });

  it('counts only what the viewer may see in list totals', async () => {
    const before = json<{ total: number }>(await other.call('GET', '/api/events?tab=all')).total;
    await eventPost(author, 'private', 'Another hidden one');
    expect(json<{ total: number }>(await other.call('GET', '/api/events?tab=all')).total).toBe(before);
  });

  it('gives no points for a private event, and takes the event away with its post', async () => {
    const start = await points(author);
    const { postId, eventId } = await eventPost(author, 'private', 'No points here');
    expect(await points(author)).toBe(start);
    expect((await author.call('DELETE', `/api/posts/${postId}`)).statusCode).toBe(204);
    expect((await author.call('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    const row = await t.app.ctx.db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('deleting a public event post removes its event and its points', async () => {
    const start = await points(author);
    const { postId, eventId } = await eventPost(author, 'public', 'Open jam');
    expect(await points(author)).toBeGreaterThan(start);
    expect((await other.call('GET', `/api/events/${eventId}`)).statusCode).toBe(200);
    await author.call('DELETE', `/api/posts/${postId}`);
    expect((await other.call('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    expect(await points(author)).toBe(start);
  });

  it('a post made private takes its event private (and back), with the event points following', async () => {
    const start = await points(author);
    const { postId, eventId } = await eventPost(author, 'public', 'Changing minds');
    const withPublic = await points(author);
    expect(withPublic).toBeGreaterThan(start);
    await author.call('PATCH', `/api/posts/${postId}`, { visibility: 'private' });
    expect((await other.call('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    expect(await points(author)).toBe(start);
    await author.call('PATCH', `/api/posts/${postId}`, { visibility: 'public' });
    expect((await other.call('GET', `/api/events/${eventId}`)).statusCode).toBe(200);
    expect(await points(author)).toBe(withPublic);
  });
});
