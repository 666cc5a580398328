import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test/app.js';
import { type LiveStream, type Member, newMember, openStream, publish } from '../../test/community.js';
import { createLearningTestApp, STORY } from '../../test/learning.js';

/**
 * Issue 16: a hidden item is gone for everyone but its author (who sees it flagged) and staff; a
 * removed one for everyone but staff. Per surface and per viewer: author, a third member, a moderator.
 */
let t: TestApp;
let author: Member;
let third: Member;
let moderator: Member;
let username: string;

type State = 'hidden' | 'removed' | null;
type Table = 'posts' | 'post_comments' | 'module_comments' | 'spaces' | 'events';

async function setState(table: Table, id: string, state: State) {
  await t.app.ctx.db.updateTable(table).set({ moderation_state: state }).where('id', '=', id).execute();
}

type Page<T> = { items: T[] };
type Flagged = { id: string; moderationState: State };
const ids = (page: Page<Flagged>) => page.items.map((i) => i.id);
const stateOf = (page: Page<Flagged>, id: string) => page.items.find((i) => i.id === id)?.moderationState;

beforeAll(async () => {
  t = await createLearningTestApp();
  author = await newMember(t, 'Hidden Author');
  third = await newMember(t, 'Third Member');
  moderator = await newMember(t, 'Mod Erator');
  await t.app.ctx.db.updateTable('user').set({ role: 'moderator' }).where('id', '=', moderator.id).execute();
  username = json<{ profile: { username: string } }>(await author.call('GET', '/api/me')).profile.username;
});
afterAll(async () => {
  await t.close();
});

describe('a hidden post', () => {
  it('is shown to its author (flagged) and staff only: feed, search, single, profile, comments, like', async () => {
    const marker = `quokka-${Date.now()}`;
    const postId = await publish(author, `A post about ${marker}`);
    expect((await third.call('PUT', `/api/posts/${postId}/like`)).statusCode).toBe(200);
    const trending = async (m: Member) =>
      json<{ items: Array<{ id: string }> }>(await m.call('GET', '/api/posts/trending')).items.map((i) => i.id);
    expect(await trending(third)).toContain(postId);
    const before = json<Page<Flagged>>(await third.call('GET', '/api/posts?limit=50'));
    expect(stateOf(before, postId)).toBeNull();

    await setState('posts', postId, 'hidden');

    const feed = (m: Member, q = '') => m.call('GET', `/api/posts?limit=50${q}`).then((r) => json<Page<Flagged>>(r));
    expect(ids(await feed(third))).not.toContain(postId);
    expect(ids(await feed(third, `&q=${marker}`))).toEqual([]);
    expect(stateOf(await feed(author), postId)).toBe('hidden');
    expect(stateOf(await feed(moderator), postId)).toBe('hidden');
    expect(await trending(third)).not.toContain(postId);

    expect((await third.call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    expect(json<Flagged>(await author.call('GET', `/api/posts/${postId}`)).moderationState).toBe('hidden');
    expect(json<Flagged>(await moderator.call('GET', `/api/posts/${postId}`)).moderationState).toBe('hidden');
    expect((await third.call('GET', `/api/posts/${postId}/comments`)).statusCode).toBe(404);
    expect((await third.call('POST', `/api/posts/${postId}/comments`, { content: 'hi' })).statusCode).toBe(404);
    expect((await third.call('PUT', `/api/posts/${postId}/like`)).statusCode).toBe(404);

    const profilePosts = (m: Member) =>
      m.call('GET', `/api/profiles/${username}/posts`).then((r) => json<Page<Flagged>>(r));
    expect(ids(await profilePosts(third))).not.toContain(postId);
    expect(stateOf(await profilePosts(author), postId)).toBe('hidden');
    const count = (m: Member) =>
      m.call('GET', `/api/profiles/${username}`).then((r) => json<{ postCount: number }>(r).postCount);
    const visibleCount = await count(third);
    await setState('posts', postId, null);
    expect(await count(third)).toBe(visibleCount + 1);
    expect(stateOf(await feed(third), postId)).toBeNull();
  });

  it('removed: gone for its author too, still there for staff', async () => {
    const postId = await publish(author, 'A post to be removed');
    await setState('posts', postId, 'removed');
    expect((await third.call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await author.call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await author.call('PATCH', `/api/posts/${postId}`, { content: 'edit' })).statusCode).toBe(404);
    const feed = json<Page<Flagged>>(await author.call('GET', '/api/posts?limit=50'));
    expect(ids(feed)).not.toContain(postId);
    expect(json<Flagged>(await moderator.call('GET', `/api/posts/${postId}`)).moderationState).toBe('removed');
  });
});

describe('a hidden comment', () => {
  it('leaves the comment list and its notification for the others', async () => {
    const postId = await publish(author, 'Comment on this');
    const res = await third.call('POST', `/api/posts/${postId}/comments`, { content: 'a reply' });
    expect(res.statusCode).toBe(201);
    const commentId = json<{ id: string }>(res).id;
    const unread = (m: Member) =>
      m.call('GET', '/api/notifications/unread-count').then((r) => json<{ unread: number }>(r).unread);
    const notified = (m: Member) =>
      m
        .call('GET', '/api/notifications?limit=50')
        .then((r) => json<{ items: Array<{ kind: string; post: { id: string } | null }> }>(r).items)
        .then((items) => items.some((n) => n.kind === 'post_commented' && n.post?.id === postId));
    expect(await notified(author)).toBe(true);
    const unreadBefore = await unread(author);

    await setState('post_comments', commentId, 'hidden');
    const list = (m: Member) => m.call('GET', `/api/posts/${postId}/comments`).then((r) => json<Page<Flagged>>(r));
    expect(ids(await list(author))).not.toContain(commentId);
    expect(stateOf(await list(third), commentId)).toBe('hidden');
    expect(stateOf(await list(moderator), commentId)).toBe('hidden');
    expect(await notified(author)).toBe(false);
    expect(await unread(author)).toBe(unreadBefore - 1);

    await setState('post_comments', commentId, 'removed');
    expect(ids(await list(third))).not.toContain(commentId);
    expect((await third.call('PATCH', `/api/comments/${commentId}`, { content: 'again' })).statusCode).toBe(404);
    expect(stateOf(await list(moderator), commentId)).toBe('removed');
  });

  it('a hidden post takes its notifications with it', async () => {
    const postId = await publish(author, 'Like this');
    await third.call('PUT', `/api/posts/${postId}/like`);
    await setState('posts', postId, 'removed');
    const items = json<{ items: Array<{ post: { id: string } | null }> }>(
      await author.call('GET', '/api/notifications?limit=50'),
    ).items;
    expect(items.some((n) => n.post?.id === postId)).toBe(false);
  });
});

describe('a hidden module comment', () => {
  it('is left out of the discussion and its total for the others', async () => {
    const module = await t.app.ctx.db
      .selectFrom('course_modules as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select('m.id')
      .where('c.slug', '=', STORY)
      .where('m.position', '=', 2)
      .executeTakeFirstOrThrow();
    const row = await t.app.ctx.db
      .insertInto('module_comments')
      .values({ module_id: module.id, user_id: author.id, body: 'My thought' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/courses/${STORY}/modules/2/comments`;
    const list = (m: Member) => m.call('GET', url).then((r) => json<Page<Flagged> & { total: number }>(r));
    const totalBefore = (await list(third)).total;
    await setState('module_comments', row.id, 'hidden');
    const seen = await list(third);
    expect(ids(seen)).not.toContain(row.id);
    expect(seen.total).toBe(totalBefore - 1);
    expect(stateOf(await list(author), row.id)).toBe('hidden');
    expect(stateOf(await list(moderator), row.id)).toBe('hidden');
  });
});

describe('a hidden space and event', () => {
  it('a hidden space is not listed nor openable by others', async () => {
    const res = await author.call('POST', '/api/spaces', { name: `Hidden space ${Date.now()}` });
    expect(res.statusCode).toBe(201);
    const spaceId = json<{ id: string }>(res).id;
    await setState('spaces', spaceId, 'hidden');
    const listed = (m: Member) => m.call('GET', '/api/spaces?pageSize=100').then((r) => json<Page<Flagged>>(r));
    expect(ids(await listed(third))).not.toContain(spaceId);
    expect((await third.call('GET', `/api/spaces/${spaceId}`)).statusCode).toBe(404);
    expect((await third.call('PUT', `/api/spaces/${spaceId}/membership`)).statusCode).toBe(404);
    expect((await third.call('GET', `/api/spaces/${spaceId}/members`)).statusCode).toBe(404);
    expect(json<Flagged>(await author.call('GET', `/api/spaces/${spaceId}`)).moderationState).toBe('hidden');
    expect(stateOf(await listed(moderator), spaceId)).toBe('hidden');
    await setState('spaces', spaceId, 'removed');
    expect((await author.call('GET', `/api/spaces/${spaceId}`)).statusCode).toBe(404);
  });

  it('a hidden event is not listed nor openable by others', async () => {
    const res = await author.call('POST', '/api/events', {
      title: 'Hidden event',
      type: 'workshop',
      description: 'An event to hide',
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      location: 'Online',
      maxAttendees: null,
    });
    expect(res.statusCode).toBe(201);
    const eventId = json<{ id: string }>(res).id;
    await setState('events', eventId, 'hidden');
    const listed = (m: Member) => m.call('GET', '/api/events?pageSize=50').then((r) => json<Page<Flagged>>(r));
    expect(ids(await listed(third))).not.toContain(eventId);
    expect((await third.call('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    expect((await third.call('POST', `/api/events/${eventId}/registration`, {})).statusCode).toBe(404);
    expect(json<Flagged>(await author.call('GET', `/api/events/${eventId}`)).moderationState).toBe('hidden');
    expect(stateOf(await listed(author), eventId)).toBe('hidden');
    expect(json<Flagged>(await moderator.call('GET', `/api/events/${eventId}`)).moderationState).toBe('hidden');
  });
});

describe('the live stream', () => {
  const streams: LiveStream[] = [];
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('tells the others a hidden post is gone and sends its changes to its author only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ofThird = await openStream(base, third.cookie);
    const ofAuthor = await openStream(base, author.cookie);
    streams.push(ofThird, ofAuthor);
    const postId = await publish(author, 'Going live, then hidden');
    await ofThird.waitFor((e) => e.type === 'post_created' && e.postId === postId);

    await setState('posts', postId, 'hidden');
    expect((await author.call('PATCH', `/api/posts/${postId}`, { content: 'Edited while hidden' })).statusCode).toBe(
      200,
    );
    await ofAuthor.waitFor((e) => e.type === 'post_changed' && e.postId === postId);
    await ofThird.waitFor((e) => e.type === 'post_deleted' && e.postId === postId);
    expect(ofThird.events.some((e) => e.type === 'post_changed' && e.postId === postId)).toBe(false);
    expect(ofAuthor.events.some((e) => e.type === 'post_deleted' && e.postId === postId)).toBe(false);
  });
});
