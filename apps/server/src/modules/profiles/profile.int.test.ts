import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { insertTestEvent } from '../../test/community.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Profile = {
  id: string;
  username: string;
  fullName: string | null;
  bio: string | null;
  website: string | null;
  email: string;
  updatedAt: string;
};
type ErrorBody = { error: { code: string; message: string } };

const patch = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', payload: payload as object, headers: { cookie } });
const getProfile = async (cookie: string) =>
  json<Profile>(await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } }));

describe('own profile', () => {
  it('refuses guests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { bio: 'x' } })).statusCode).toBe(401);
  });

  it('shows the account email read-only and saves a real update that survives a restart', async () => {
    const email = uniqueEmail('robin');
    const { cookie } = await signUpAndIn(t.app, t.mails, { email, name: 'Robin Writer' });
    const before = await getProfile(cookie);
    expect(before).toMatchObject({ email, fullName: 'Robin Writer', bio: null, website: null });
    expect(before.username).toMatch(/^user_[0-9a-f]{8}$/);

    const username = `robin_${Date.now().toString(36)}`;
    const res = await patch(cookie, {
      username: username.toUpperCase(),
      bio: ' Fantasy writer ',
      website: 'https://robin.example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ changed: boolean; profile: Profile }>(res)).toMatchObject({
      changed: true,
      profile: { username, bio: 'Fantasy writer', website: 'https://robin.example.com', fullName: 'Robin Writer' },
    });

    t = await t.restart();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'secret-pass-1' },
    });
    const fresh = String(signIn.headers['set-cookie']).split(';')[0] as string;
    expect(await getProfile(fresh)).toMatchObject({ username, bio: 'Fantasy writer' });
  });

  it('writes nothing when nothing changed', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails, { name: 'Same Name' });
    const before = await getProfile(cookie);
    const res = await patch(cookie, { fullName: 'Same Name', bio: '' });
    expect(json(res)).toMatchObject({ changed: false, profile: { updatedAt: before.updatedAt } });
  });

  it('refuses an email change with the spec text, unknown fields and invalid values', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const emailChange = await patch(cookie, { email: 'new@example.com' });
    expect(emailChange.statusCode).toBe(400);
    expect(json<ErrorBody>(emailChange).error.message).toBe('Email cannot be changed');
    expect((await patch(cookie, { avatarUrl: '/uploads/avatars/x.webp' })).statusCode).toBe(400);
    expect((await patch(cookie, {})).statusCode).toBe(400);
    expect((await patch(cookie, { username: 'no spaces!' })).statusCode).toBe(400);
    const site = await patch(cookie, { website: 'javascript:alert(1)' });
    expect(site.statusCode).toBe(400);
    expect(json<ErrorBody>(site).error.message).toContain('http');
    expect((await patch(cookie, { bio: 'x'.repeat(301) })).statusCode).toBe(400);
  });

  it('says clearly when a username is taken (409)', async () => {
    const a = await signUpAndIn(t.app, t.mails);
    const b = await signUpAndIn(t.app, t.mails);
    const name = `taken_${Date.now().toString(36)}`;
    expect((await patch(a.cookie, { username: name })).statusCode).toBe(200);
    const res = await patch(b.cookie, { username: name });
    expect(res.statusCode).toBe(409);
    expect(json<ErrorBody>(res).error).toEqual({ code: 'username_taken', message: 'This username is already taken' });
  });
});

describe('public profile', () => {
  it('shows a member to other members, never their email, and counts only public posts', async () => {
    const author = await signUpAndIn(t.app, t.mails, { name: 'Author One' });
    const viewer = await signUpAndIn(t.app, t.mails);
    const username = `author_${Date.now().toString(36)}`;
    const profile = json<{ profile: Profile }>(await patch(author.cookie, { username, bio: 'Hello' })).profile;

    const { db } = t.app.ctx;
    const space = await db
      .insertInto('spaces')
      .values({ name: 'Test space', created_by: profile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const visibility of ['public', 'public', 'private'] as const) {
      await db
        .insertInto('posts')
        .values({
          author_id: profile.id,
          space_id: space.id,
          type: 'post',
          visibility,
          content: `a ${visibility} post`,
        })
        .execute();
    }
    await db
      .insertInto('points_ledger')
      .values({ user_id: profile.id, reason: 'post', points: 30, source_key: `test:${profile.id}` })
      .execute();

    expect((await t.app.inject({ method: 'GET', url: `/api/profiles/${username}` })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${username}`,
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, unknown>>(res);
    expect(body).toMatchObject({ username, fullName: 'Author One', bio: 'Hello', points: 30, level: 3, postCount: 2 });
    expect(JSON.stringify(body)).not.toContain('@');

    const posts = json<{ items: { content: string }[]; total: number }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${username}/posts?pageSize=1`,
        headers: { cookie: viewer.cookie },
      }),
    );
    expect(posts.total).toBe(2);
    expect(posts.items).toHaveLength(1);
    expect(posts.items[0]?.content).toBe('a public post');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/nobody_here',
      headers: { cookie: viewer.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('public profile points', () => {
  const insertEvent = async (startsInHours: number) => insertTestEvent(t, { title: 'Points event', startsInHours });

  it('count an event attended once it has happened, as the community points do', async () => {
    const member = await signUpAndIn(t.app, t.mails, { name: 'Eve Attendee' });
    const viewer = await signUpAndIn(t.app, t.mails);
    const username = `attendee_${Date.now().toString(36)}`;
    const { id } = json<{ profile: Profile }>(await patch(member.cookie, { username })).profile;
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const profilePoints = async () =>
      json<{ points: number }>(await get(`/api/profiles/${username}`, viewer.cookie)).points;
    const communityPoints = async () => json<{ points: number }>(await get('/api/community/me', member.cookie)).points;
    const before = await profilePoints();

    const upcoming = await insertEvent(48);
    const reg = await t.app.inject({
      method: 'POST',
      url: `/api/events/${upcoming}/registration`,
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(reg.statusCode).toBe(201);
    expect(await profilePoints()).toBe(before);
    expect(await profilePoints()).toBe(await communityPoints());

    const past = await insertEvent(-2);
    await t.app.ctx.db.insertInto('event_registrations').values({ event_id: past, user_id: id }).execute();
    expect(await profilePoints()).toBe(before + 3);
    expect(await profilePoints()).toBe(await communityPoints());
  });
});
