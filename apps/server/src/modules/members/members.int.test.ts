import type { CommunityMe, FeedPage, Member as MemberCard } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
let c: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Lovelace');
  b = await newMember(t, 'Ben Okri');
  c = await newMember(t, 'Cleo Moderator');
});
afterAll(async () => {
  await t.close();
});

type Page = { items: MemberCard[]; total: number; page: number; pageSize: number };

describe('members directory', () => {
  it('lists verified members with Showing X of Y totals and pages', async () => {
    const first = json<Page>(await a.call('GET', '/api/members?pageSize=2'));
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    const second = json<Page>(await a.call('GET', '/api/members?pageSize=2&page=2'));
    expect(second.items).toHaveLength(1);
    expect(json<Page>(await a.call('GET', '/api/members?pageSize=2&page=9'))).toMatchObject({ items: [], total: 3 });
    expect(first.items[0]).toMatchObject({ name: 'Ada Lovelace', isSelf: true, role: 'Member' });
  });

  it('searches by name or username, with % taken literally', async () => {
    const hits = json<Page>(await a.call('GET', '/api/members?q=okri'));
    expect(hits.items.map((m) => m.name)).toEqual(['Ben Okri']);
    expect(json<Page>(await a.call('GET', '/api/members?q=%25')).total).toBe(0);
  });

  it('follows and unfollows; Following filter; counts in the profile summary; a notification', async () => {
    expect(json(await a.call('PUT', `/api/members/${b.id}/follow`))).toEqual({ isFollowing: true, followers: 1 });
    expect(json(await a.call('PUT', `/api/members/${b.id}/follow`))).toEqual({ isFollowing: true, followers: 1 });
    const following = json<Page>(await a.call('GET', '/api/members?filter=following'));
    expect(following.items.map((m) => [m.name, m.isFollowing])).toEqual([['Ben Okri', true]]);
    expect(json<CommunityMe>(await a.call('GET', '/api/community/me'))).toMatchObject({ following: 1, followers: 0 });
    expect(json<CommunityMe>(await b.call('GET', '/api/community/me'))).toMatchObject({ following: 0, followers: 1 });
    expect(json<{ unread: number }>(await b.call('GET', '/api/notifications/unread-count')).unread).toBe(1);
    expect(json(await a.call('DELETE', `/api/members/${b.id}/follow`))).toEqual({ isFollowing: false, followers: 0 });
    expect((await a.call('PUT', '/api/members/00000000-0000-4000-8000-000000000000/follow')).statusCode).toBe(404);
  });

  it('shows Following posts only from followed members', async () => {
    await a.call('PUT', `/api/members/${c.id}/follow`);
    const fromC = await publish(c, 'from cleo');
    await publish(b, 'from ben');
    const page = json<FeedPage>(await a.call('GET', '/api/posts?chip=following'));
    expect(page.items.map((p) => p.id)).toEqual([fromC]);
  });

  it('filters Admins & Mods by platform role: running a space makes nobody staff (finding 12)', async () => {
    expect(json<Page>(await a.call('GET', '/api/members?filter=staff')).total).toBe(0);
    await c.call('POST', '/api/spaces', { name: 'Cleo runs this' });
    expect(json<Page>(await a.call('GET', '/api/members?filter=staff')).total).toBe(0);
    await t.app.ctx.db.updateTable('user').set({ role: 'moderator' }).where('id', '=', c.id).execute();
    const staff = json<Page>(await a.call('GET', '/api/members?filter=staff'));
    expect(staff.items.map((m) => [m.name, m.role])).toEqual([['Cleo Moderator', 'Moderator']]);
  });

  it('builds the checklist and level from real state', async () => {
    const before = json<CommunityMe>(await b.call('GET', '/api/community/me'));
    expect(before).toMatchObject({ level: 1, levelName: 'Newcomer', checklist: { profile: false, space: false } });
    await b.call('PUT', '/api/spaces/5a1ce000-0000-4000-8000-000000000001/membership');
    const after = json<CommunityMe>(await b.call('GET', '/api/community/me'));
    expect(after.checklist).toMatchObject({ space: true, post: true });
    expect(after.points).toBe(5);
    expect(after.toNextLevel).toBe(5);
  });
});
