import type { FeedPage, Post, PostCommentsPage } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Author');
  b = await newMember(t, 'Ben Reader');
});
afterAll(async () => {
  await t.close();
});

const feed = async (m: Member, query = '') => json<FeedPage>(await m.call('GET', `/api/posts${query}`));

describe('posts', () => {
  it('publishes a post that comes first in everyone’s feed, in Content Creation, authored by the poster', async () => {
    const res = await a.call('POST', '/api/posts', { type: 'post', content: 'Hello creators' });
    expect(res.statusCode).toBe(201);
    const post = json<Post>(res);
    expect(post).toMatchObject({
      content: 'Hello creators',
      likes: 0,
      comments: 0,
      type: 'post',
      visibility: 'public',
      isLiked: false,
      isOwn: true,
      space: { name: 'Content Creation' },
      author: { id: a.id, name: 'Ada Author' },
    });
    const seen = await feed(b);
    expect(seen.items[0]).toMatchObject({ id: post.id, isOwn: false });
  });

  it('refuses what the composer disables: blank text, an event without title or date', async () => {
    for (const body of [
      { type: 'post', content: '   ' },
      { type: 'event', content: 'Come along', event: { title: '', startsAt: '2030-01-01T10:00:00Z' } },
      { type: 'event', content: 'Come along' },
      { type: 'post', content: 'x', extra: true },
    ]) {
      const res = await a.call('POST', '/api/posts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('likes, comments and counts', async () => {
    const id = await publish(a, 'Like me');
    const liked = await b.call('PUT', `/api/posts/${id}/like`);
    expect(json(liked)).toEqual({ liked: true, likes: 1 });
    expect(json(await b.call('PUT', `/api/posts/${id}/like`))).toEqual({ liked: true, likes: 1 });
    const comment = await b.call('POST', `/api/posts/${id}/comments`, { content: 'Nice!' });
    expect(comment.statusCode).toBe(201);
    const comments = json<PostCommentsPage>(await a.call('GET', `/api/posts/${id}/comments`));
    expect(comments.items.map((c) => c.content)).toEqual(['Nice!']);
    const post = json<Post>(await b.call('GET', `/api/posts/${id}`));
    expect(post).toMatchObject({ likes: 1, comments: 1, isLiked: true });
    expect(json(await b.call('DELETE', `/api/posts/${id}/like`))).toEqual({ liked: false, likes: 0 });
  });

  it('paginates the feed with a cursor, without repeats', async () => {
    for (let i = 0; i < 7; i++) await publish(a, `page post ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: FeedPage = await feed(b, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect((await b.call('GET', '/api/posts?cursor=bogus')).statusCode).toBe(400);
  });

  it('counts the member’s posts, comments and likes in the dashboard’s Community Engagement', async () => {
    const fresh = await newMember(t, 'Cleo Counted');
    const engagement = async () =>
      json<{ communityEngagement: number }>(await fresh.call('GET', '/api/dashboard/stats')).communityEngagement;
    expect(await engagement()).toBe(0);
    const id = await publish(fresh, 'counted');
    await fresh.call('POST', `/api/posts/${id}/comments`, { content: 'me too' });
    await fresh.call('PUT', `/api/posts/${id}/like`);
    expect(await engagement()).toBe(3);
  });
});
