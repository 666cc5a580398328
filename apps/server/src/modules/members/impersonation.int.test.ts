import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail } from '../../test/users.js';

/** Finding 12 of the security review: nobody can pass for staff by naming or by making a space. */
let t: TestApp;
let creator: Member;

beforeAll(async () => {
  t = await createTestApp();
  creator = await newMember(t, 'Space Sam');
});
afterAll(async () => {
  await t.close();
});

type Listed = { id: string; role: string };

describe('finding 12: impersonation', () => {
  it('a space creator is not staff: Member in the directory and the staff filter, no badge on posts', async () => {
    const space = await creator.call('POST', '/api/spaces', { name: 'Sam’s sketch club' });
    expect(space.statusCode).toBe(201);
    const spaceId = json<{ id: string }>(space).id;
    const postId = await publish(creator, 'Hello from my own space', { spaceId });
    const staff = json<{ items: Listed[] }>(await creator.call('GET', '/api/members?filter=staff&pageSize=100'));
    expect(staff.items.map((m) => m.id)).not.toContain(creator.id);
    const me = json<{ role: string }>(await creator.call('GET', '/api/community/me'));
    expect(me.role).toBe('Member');
    const post = json<{ author: { badge: string | null } }>(await creator.call('GET', `/api/posts/${postId}`));
    expect(post.author.badge).toBeNull();
    const comment = await creator.call('POST', `/api/posts/${postId}/comments`, { content: 'And a comment' });
    expect(json<{ author: { badge: string | null } }>(comment).author.badge).toBeNull();
  });

  it('a platform admin keeps the Admin badge and is in the staff filter', async () => {
    const admin = await newMember(t, 'Real Admin');
    await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    t.app.ctx.sessions.forgetUser(admin.id);
    const staff = json<{ items: Listed[] }>(await creator.call('GET', '/api/members?filter=staff&pageSize=100'));
    expect(staff.items.find((m) => m.id === admin.id)?.role).toBe('Admin');
    const postId = await publish(admin, 'Staff notice');
    expect(
      json<{ author: { badge: string | null } }>(await creator.call('GET', `/api/posts/${postId}`)).author.badge,
    ).toBe('Admin');
  });

  it('refuses reserved space names on create and rename', async () => {
    for (const name of [
      'Storyloom Official Announcements',
      'St0ryloom fans',
      'Official news',
      'Admin corner',
      'Support',
    ]) {
      const res = await creator.call('POST', '/api/spaces', { name });
      expect(res.statusCode, name).toBe(400);
      expect(json<{ error: { message: string } }>(res).error.message).toMatch(/reserved/i);
    }
    const id = json<{ id: string }>(await creator.call('POST', '/api/spaces', { name: 'Comics corner' })).id;
    expect((await creator.call('PATCH', `/api/spaces/${id}`, { name: 'Storyloom Staff' })).statusCode).toBe(400);
    expect(json<{ name: string }>(await creator.call('GET', `/api/spaces/${id}`)).name).toBe('Comics corner');
  });

  it('refuses reserved usernames in the profile, and a sign-up asking for one keeps its default', async () => {
    for (const username of ['admin', 'storyloom', 'support', 'admin_2', 'storyloom_team', 'moderator']) {
      const res = await creator.call('PATCH', '/api/profile', { username });
      expect(res.statusCode, username).toBe(400);
      expect(json<{ error: { message: string } }>(res).error.message).toMatch(/reserved/i);
    }
    expect((await creator.call('PATCH', '/api/profile', { username: 'sam_sketches' })).statusCode).toBe(200);
    const email = uniqueEmail('support');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Sneaky', email, password: 'a-long-pass-phrase', username: 'support', ...ADULT_BIRTH_MONTH },
    });
    expect(signUp.statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('profiles as p')
      .innerJoin('user as u', 'u.id', 'p.id')
      .select('p.username')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.username).not.toBe('support');
    expect(row.username).toMatch(/^user_/);
  });

  it('lets a member keep a name they already have', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails, { email: uniqueEmail('keeper') });
    const me = json<{ user: { id: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
    );
    // An older account may hold a name that is reserved today: saving the profile unchanged works.
    await t.app.ctx.db.updateTable('profiles').set({ username: 'helpdesk' }).where('id', '=', me.user.id).execute();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { username: 'helpdesk', bio: 'Still me' },
    });
    expect(res.statusCode).toBe(200);
  });
});
