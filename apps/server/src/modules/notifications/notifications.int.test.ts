import type { NotificationsPage } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { insertTestEvent, type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Bell');
  b = await newMember(t, 'Ben Bell');
});
afterAll(async () => {
  await t.close();
});

const unread = async (m: Member) =>
  json<{ unread: number }>(await m.call('GET', '/api/notifications/unread-count')).unread;
const list = async (m: Member) => json<NotificationsPage>(await m.call('GET', '/api/notifications'));

describe('notifications', () => {
  it('tells the author about likes and comments from others, not their own', async () => {
    const post = await publish(a, 'ring the bell');
    await a.call('PUT', `/api/posts/${post}/like`);
    expect(await unread(a)).toBe(0);
    await b.call('PUT', `/api/posts/${post}/like`);
    await b.call('POST', `/api/posts/${post}/comments`, { content: 'ding' });
    expect(await unread(a)).toBe(2);
    const page = await list(a);
    expect(page.items.map((n) => [n.kind, n.actor?.name, n.post?.id])).toEqual([
      ['post_commented', 'Ben Bell', post],
      ['post_liked', 'Ben Bell', post],
    ]);
    await b.call('DELETE', `/api/posts/${post}/like`);
    expect(await unread(a)).toBe(1);
  });

  it('marks some or all read; other users’ ids change nothing', async () => {
    await a.call('PUT', `/api/members/${b.id}/follow`);
    const [first] = (await list(b)).items;
    expect(first?.kind).toBe('new_follower');
    expect(json(await a.call('POST', '/api/notifications/read', { ids: [first?.id] }))).toEqual({ unread: 1 });
    expect(await unread(b)).toBe(1);
    expect(json(await b.call('POST', '/api/notifications/read', { ids: [first?.id] }))).toEqual({ unread: 0 });
    expect(json(await a.call('POST', '/api/notifications/read', {}))).toEqual({ unread: 0 });
    expect((await list(a)).items.every((n) => n.read)).toBe(true);
  });

  it('reminds a registered user of an event starting within a day, once', async () => {
    const soon = { id: await insertTestEvent(t, { title: 'Soon session', type: 'discussion', startsInHours: 2 }) };
    const reg = await b.call('POST', `/api/events/${soon.id}/registration`, {});
    expect(reg.statusCode, reg.body).toBe(201);
    expect(await unread(b)).toBe(1);
    expect(await unread(b)).toBe(1);
    const reminder = (await list(b)).items.find((n) => n.kind === 'event_reminder');
    expect(reminder).toMatchObject({ kind: 'event_reminder', event: { id: soon.id, title: 'Soon session' } });
  });

  it('pages with a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      const post = await publish(b, `post ${i}`);
      await a.call('PUT', `/api/posts/${post}/like`);
    }
    const first = json<NotificationsPage>(await b.call('GET', '/api/notifications?limit=2'));
    expect(first.items).toHaveLength(2);
    const second = json<NotificationsPage>(
      await b.call('GET', `/api/notifications?limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id);
  });
});

describe('Settings → Notifications, in-app', () => {
  const rows = async (m: Member) =>
    t.app.ctx.db.selectFrom('notifications').select('kind').where('user_id', '=', m.id).execute();
  const communityInApp = (m: Member, inApp: boolean) =>
    m.call('PUT', '/api/settings/notifications', { category: 'community_activity', inApp, email: true });

  it('community activity off: likes, comments, follows and reminders add nothing; back on, they do', async () => {
    const quiet = await newMember(t, 'Quinn Quiet');
    const fan = await newMember(t, 'Fay Fan');
    expect((await communityInApp(quiet, false)).statusCode).toBe(200);
    const post = await publish(quiet, 'shh');
    await fan.call('PUT', `/api/posts/${post}/like`);
    await fan.call('POST', `/api/posts/${post}/comments`, { content: 'hello?' });
    await fan.call('PUT', `/api/members/${quiet.id}/follow`);
    const soon = { id: await insertTestEvent(t, { title: 'Quiet session', type: 'discussion', startsInHours: 1 }) };
    expect((await quiet.call('POST', `/api/events/${soon.id}/registration`, {})).statusCode).toBe(201);
    expect(await unread(quiet)).toBe(0);
    expect(await rows(quiet)).toEqual([]);

    expect((await communityInApp(quiet, true)).statusCode).toBe(200);
    await fan.call('POST', `/api/posts/${post}/comments`, { content: 'now?' });
    expect((await rows(quiet)).map((r) => r.kind).sort()).toEqual(['post_commented']);
    expect(await unread(quiet)).toBe(2);
    expect((await rows(quiet)).map((r) => r.kind).sort()).toEqual(['event_reminder', 'post_commented']);
  });

  it('course updates off leaves community notifications on', async () => {
    const c = await newMember(t, 'Cal Courses');
    await c.call('PUT', '/api/settings/notifications', { category: 'course_updates', inApp: false, email: false });
    const post = await publish(c, 'still listening');
    await a.call('PUT', `/api/posts/${post}/like`);
    expect((await rows(c)).map((r) => r.kind)).toEqual(['post_liked']);
  });
});
