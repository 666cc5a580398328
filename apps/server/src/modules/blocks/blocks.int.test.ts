import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';

/** Issue 16: block and mute, enforced by the server in every query. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page<T> = { items: T[]; total: number };
const code = (res: { body: string }) => (JSON.parse(res.body) as { error: { code: string } }).error.code;
const usernameOf = async (m: Member) =>
  json<{ profile: { username: string } }>(await m.call('GET', '/api/me')).profile.username;
const feedIds = async (m: Member, q = '') =>
  json<Page<{ id: string }>>(await m.call('GET', `/api/posts?limit=50${q}`)).items.map((p) => p.id);
const follows = async (follower: string, followee: string) =>
  (await t.app.ctx.db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', follower)
    .where('followee_id', '=', followee)
    .executeTakeFirst()) !== undefined;

describe('the block and mute lists', () => {
  it('PUT is idempotent, lists page newest first, DELETE undoes; self and unknown are refused', async () => {
    const me = await newMember(t, 'List Owner');
    const x = await newMember(t, 'Xavier Listed');
    const y = await newMember(t, 'Yara Listed');
    expect((await me.call('PUT', `/api/blocks/${me.id}`)).statusCode).toBe(400);
    expect(code(await me.call('PUT', `/api/blocks/${me.id}`))).toBe('cannot_block_self');
    expect(code(await me.call('PUT', `/api/mutes/${me.id}`))).toBe('cannot_block_self');
    expect((await me.call('PUT', `/api/blocks/${randomUUID()}`)).statusCode).toBe(404);
    expect((await me.call('PUT', '/api/blocks/not-a-uuid')).statusCode).toBe(400);

    const first = await me.call('PUT', `/api/blocks/${x.id}`);
    expect(json(first)).toEqual({ memberId: x.id, blocked: true });
    expect((await me.call('PUT', `/api/blocks/${x.id}`)).statusCode).toBe(200);
    await me.call('PUT', `/api/blocks/${y.id}`);
    const list = json<Page<{ id: string; name: string; since: string }>>(await me.call('GET', '/api/blocks'));
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.name)).toEqual(['Yara Listed', 'Xavier Listed']);
    const paged = json<Page<{ id: string }>>(await me.call('GET', '/api/blocks?pageSize=1&page=2'));
    expect(paged.items.map((i) => i.id)).toEqual([x.id]);
    // Someone else's list is their own.
    expect(json<Page<unknown>>(await x.call('GET', '/api/blocks')).total).toBe(0);

    expect(json(await me.call('DELETE', `/api/blocks/${x.id}`))).toEqual({ memberId: x.id, blocked: false });
    expect((await me.call('DELETE', `/api/blocks/${x.id}`)).statusCode).toBe(200);
    expect(json<Page<{ id: string }>>(await me.call('GET', '/api/blocks')).items.map((i) => i.id)).toEqual([y.id]);

    expect(json(await me.call('PUT', `/api/mutes/${x.id}`))).toEqual({ memberId: x.id, muted: true });
    expect(json<Page<{ id: string }>>(await me.call('GET', '/api/mutes')).items.map((i) => i.id)).toEqual([x.id]);
    expect(json(await me.call('DELETE', `/api/mutes/${x.id}`))).toEqual({ memberId: x.id, muted: false });
    expect(json<Page<unknown>>(await me.call('GET', '/api/mutes')).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/blocks' })).statusCode).toBe(401);
  });
});

describe('after A blocks B', () => {
  let a: Member;
  let b: Member;
  let bystander: Member;
  let postOfA: string;
  let postOfB: string;
  let nameOfA: string;

  beforeAll(async () => {
    a = await newMember(t, 'Alma Blocker');
    b = await newMember(t, 'Bruno Blocked');
    bystander = await newMember(t, 'Cleo Bystander');
    nameOfA = await usernameOf(a);
    postOfA = await publish(a, 'A post of the blocker');
    postOfB = await publish(b, 'A post of the blocked');
    expect((await b.call('PUT', `/api/members/${a.id}/follow`)).statusCode).toBe(200);
    expect((await a.call('PUT', `/api/members/${b.id}/follow`)).statusCode).toBe(200);
    expect((await b.call('PUT', `/api/posts/${postOfA}/like`)).statusCode).toBe(200);
    expect((await a.call('PUT', `/api/blocks/${b.id}`)).statusCode).toBe(200);
  });

  it('ends every follow between them, both ways, and the counts follow', async () => {
    expect(await follows(b.id, a.id)).toBe(false);
    expect(await follows(a.id, b.id)).toBe(false);
    const res = await bystander.call('PUT', `/api/members/${a.id}/follow`);
    expect(json<{ followers: number }>(res).followers).toBe(1);
  });

  it('B cannot follow, like, or comment on A: 403 blocked (and neither can A on B)', async () => {
    const followA = await b.call('PUT', `/api/members/${a.id}/follow`);
    expect(followA.statusCode).toBe(403);
    expect(code(followA)).toBe('blocked');
    expect(code(await a.call('PUT', `/api/members/${b.id}/follow`))).toBe('blocked');
    const like = await b.call('PUT', `/api/posts/${postOfA}/like`);
    expect(like.statusCode).toBe(403);
    expect(code(like)).toBe('blocked');
    const comment = await b.call('POST', `/api/posts/${postOfA}/comments`, { content: 'let me in' });
    expect(comment.statusCode).toBe(403);
    expect(code(comment)).toBe('blocked');
    expect(code(await a.call('POST', `/api/posts/${postOfB}/comments`, { content: 'hi' }))).toBe('blocked');
    expect(await follows(b.id, a.id)).toBe(false);
  });

  it('B sees none of A: feed, search, single post, comments, profile, profile posts, directory', async () => {
    expect(await feedIds(b)).not.toContain(postOfA);
    expect(await feedIds(b, '&q=blocker')).not.toContain(postOfA);
    expect((await b.call('GET', `/api/posts/${postOfA}`)).statusCode).toBe(404);
    expect((await b.call('GET', `/api/posts/${postOfA}/comments`)).statusCode).toBe(404);
    expect((await b.call('GET', `/api/profiles/${nameOfA}`)).statusCode).toBe(404);
    expect((await b.call('GET', `/api/profiles/${nameOfA}/posts`)).statusCode).toBe(404);
    const directory = json<Page<{ id: string }>>(await b.call('GET', '/api/members?q=Alma&pageSize=50'));
    expect(directory.items.map((m) => m.id)).not.toContain(a.id);
    // Everyone else still sees A.
    expect(await feedIds(bystander)).toContain(postOfA);
    expect((await bystander.call('GET', `/api/profiles/${nameOfA}`)).statusCode).toBe(200);
    const found = json<Page<{ id: string }>>(await bystander.call('GET', '/api/members?q=Alma&pageSize=50'));
    expect(found.items.map((m) => m.id)).toContain(a.id);
  });

  it('A no longer sees B’s posts or comments either, and can still open B’s profile to unblock', async () => {
    expect(await feedIds(a)).not.toContain(postOfB);
    expect((await a.call('GET', `/api/posts/${postOfB}`)).statusCode).toBe(404);
    const profile = json<{ blockedByMe: boolean; mutedByMe: boolean }>(
      await a.call('GET', `/api/profiles/${await usernameOf(b)}`),
    );
    expect(profile).toMatchObject({ blockedByMe: true, mutedByMe: false });
    // B's comment on the bystander's post is gone for A.
    const shared = await publish(bystander, 'Everyone welcome');
    await b.call('POST', `/api/posts/${shared}/comments`, { content: 'comment of the blocked' });
    await a.call('POST', `/api/posts/${shared}/comments`, { content: 'comment of the blocker' });
    const forA = json<Page<{ content: string }>>(await a.call('GET', `/api/posts/${shared}/comments`));
    expect(forA.items.map((c) => c.content)).toEqual(['comment of the blocker']);
    const forB = json<Page<{ content: string }>>(await b.call('GET', `/api/posts/${shared}/comments`));
    expect(forB.items.map((c) => c.content)).toEqual(['comment of the blocked']);
    const forBystander = json<Page<unknown>>(await bystander.call('GET', `/api/posts/${shared}/comments`));
    expect(forBystander.items).toHaveLength(2);
  });

  it('after unblocking, B sees A again (the ended follows stay ended)', async () => {
    expect((await a.call('DELETE', `/api/blocks/${b.id}`)).statusCode).toBe(200);
    expect(await feedIds(b)).toContain(postOfA);
    expect((await b.call('GET', `/api/profiles/${nameOfA}`)).statusCode).toBe(200);
    expect(await follows(b.id, a.id)).toBe(false);
    expect((await b.call('PUT', `/api/members/${a.id}/follow`)).statusCode).toBe(200);
  });
});

describe('after M mutes N', () => {
  it('only M stops seeing N’s posts and comments; nothing else changes', async () => {
    const m = await newMember(t, 'Mira Muter');
    const n = await newMember(t, 'Nico Muted');
    const other = await newMember(t, 'Olga Other');
    const postOfN = await publish(n, 'A post of the muted');
    const postOfM = await publish(m, 'A post of the muter');
    const shared = await publish(other, 'A shared post');
    await n.call('POST', `/api/posts/${shared}/comments`, { content: 'comment of the muted' });
    await n.call('POST', `/api/posts/${postOfM}/comments`, { content: 'muted on the muter' });
    expect((await m.call('PUT', `/api/mutes/${n.id}`)).statusCode).toBe(200);

    expect(await feedIds(m)).not.toContain(postOfN);
    expect(await feedIds(m)).toContain(shared);
    const comments = json<Page<unknown>>(await m.call('GET', `/api/posts/${shared}/comments`));
    expect(comments.items).toHaveLength(0);
    const notes = json<{ items: Array<{ actor: { id: string } | null }> }>(
      await m.call('GET', '/api/notifications?limit=50'),
    );
    expect(notes.items.some((x) => x.actor?.id === n.id)).toBe(false);
    expect(json<{ mutedByMe: boolean }>(await m.call('GET', `/api/profiles/${await usernameOf(n)}`)).mutedByMe).toBe(
      true,
    );

    // N and everyone else: unchanged; N can still follow, like and comment on M's posts.
    expect(await feedIds(other)).toContain(postOfN);
    expect(await feedIds(n)).toContain(postOfM);
    expect(json<Page<unknown>>(await other.call('GET', `/api/posts/${shared}/comments`)).items).toHaveLength(1);
    expect((await n.call('PUT', `/api/posts/${postOfM}/like`)).statusCode).toBe(200);
    expect((await n.call('PUT', `/api/members/${m.id}/follow`)).statusCode).toBe(200);

    await m.call('DELETE', `/api/mutes/${n.id}`);
    expect(await feedIds(m)).toContain(postOfN);
  });
});
