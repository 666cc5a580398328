import type { Space, SpaceMember } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Spaces');
  b = await newMember(t, 'Ben Spaces');
});
afterAll(async () => {
  await t.close();
});

describe('spaces', () => {
  it('creates a space with the spec defaults, its creator as admin and one member', async () => {
    const res = await a.call('POST', '/api/spaces', { name: '  Film Club  ', description: 'Short films' });
    expect(res.statusCode).toBe(201);
    expect(json<Space>(res)).toMatchObject({
      name: 'Film Club',
      description: 'Short films',
      icon: '🎮',
      color: '#8B5CF6',
      memberCount: 1,
      postCount: 0,
      isJoined: true,
      role: 'admin',
    });
  });

  it('joins and leaves with real member counts; the last admin cannot leave', async () => {
    const space = json<Space>(await a.call('POST', '/api/spaces', { name: 'Join me', icon: '🎨', color: '#EC4899' }));
    expect(json(await b.call('PUT', `/api/spaces/${space.id}/membership`))).toEqual({ isJoined: true, memberCount: 2 });
    expect(json(await b.call('PUT', `/api/spaces/${space.id}/membership`))).toEqual({ isJoined: true, memberCount: 2 });
    expect(json<Space>(await a.call('GET', `/api/spaces/${space.id}`)).memberCount).toBe(2);
    const members = json<{ items: SpaceMember[]; total: number }>(
      await a.call('GET', `/api/spaces/${space.id}/members`),
    );
    expect(members.total).toBe(2);
    expect(members.items.map((m) => [m.name, m.spaceRole])).toEqual([
      ['Ada Spaces', 'admin'],
      ['Ben Spaces', 'member'],
    ]);
    const leave = await a.call('DELETE', `/api/spaces/${space.id}/membership`);
    expect(leave.statusCode).toBe(409);
    expect(json(await b.call('DELETE', `/api/spaces/${space.id}/membership`))).toEqual({
      isJoined: false,
      memberCount: 1,
    });
  });

  it('lists your spaces and every space to discover', async () => {
    const mine = json<{ items: Space[]; total: number }>(await a.call('GET', '/api/spaces?scope=joined'));
    expect(mine.items.every((s) => s.isJoined)).toBe(true);
    expect(mine.total).toBe(2);
    const all = json<{ items: Space[]; total: number }>(await b.call('GET', '/api/spaces?scope=all'));
    expect(all.items.map((s) => s.name)).toEqual(expect.arrayContaining(['Content Creation', 'Film Club', 'Join me']));
    expect(all.total).toBe(all.items.length);
  });

  it('lets space admins change the settings', async () => {
    const space = json<Space>(await a.call('POST', '/api/spaces', { name: 'Settings' }));
    const res = await a.call('PATCH', `/api/spaces/${space.id}`, {
      name: 'Renamed',
      description: 'New words',
      icon: '🎵',
      color: '#10B981',
    });
    expect(json<Space>(res)).toMatchObject({ name: 'Renamed', description: 'New words', icon: '🎵', color: '#10B981' });
    expect((await a.call('PATCH', `/api/spaces/${space.id}`, {})).statusCode).toBe(400);
    expect((await b.call('PATCH', `/api/spaces/${space.id}`, { name: 'Nope' })).statusCode).toBe(403);
  });

  it('answers 404 Space not found for an unknown space', async () => {
    const res = await a.call('GET', '/api/spaces/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ error: { code: 'space_not_found', message: 'Space not found' } });
  });

  it('takes posts into a space and counts the public ones', async () => {
    const space = json<Space>(await a.call('POST', '/api/spaces', { name: 'Posting' }));
    await publish(b, 'into the space', { spaceId: space.id });
    await publish(a, 'private note', { spaceId: space.id, visibility: 'private' });
    expect(json<Space>(await b.call('GET', `/api/spaces/${space.id}`)).postCount).toBe(1);
    const missing = await a.call('POST', '/api/posts', {
      type: 'post',
      content: 'x',
      spaceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
