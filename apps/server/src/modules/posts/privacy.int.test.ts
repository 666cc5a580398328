import type { FeedPage, LeaderboardPage, Space, TrendingPost } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';

const SECRET = 'zebra-secret-diary';
let t: TestApp;
let a: Member;
let b: Member;
let spaceId: string;
let secretId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Private');
  b = await newMember(t, 'Ben Curious');
  spaceId = json<Space>(await a.call('POST', '/api/spaces', { name: 'Quiet space' })).id;
  secretId = await publish(a, `${SECRET} with a link https://example.com`, { visibility: 'private', spaceId });
  // The author engages with their own private post: it must still not trend or count for anyone.
  await a.call('PUT', `/api/posts/${secretId}/like`);
  await a.call('POST', `/api/posts/${secretId}/comments`, { content: 'note to self' });
});
afterAll(async () => {
  await t.close();
});

const ids = (page: FeedPage) => page.items.map((p) => p.id);

describe('private posts', () => {
  it('are visible to their author', async () => {
    const mine = json<FeedPage>(await a.call('GET', '/api/posts?filter=private'));
    expect(ids(mine)).toEqual([secretId]);
    expect(ids(json<FeedPage>(await a.call('GET', `/api/posts?q=${SECRET}`)))).toEqual([secretId]);
  });

  it('never appear for anyone else: feed, chips, filters, space, search', async () => {
    const queries = [
      '',
      '?chip=popular',
      '?chip=following',
      '?filter=private',
      '?filter=public',
      `?spaceId=${spaceId}`,
      `?q=${SECRET}`,
      `?q=${SECRET}&spaceId=${spaceId}&chip=popular`,
    ];
    await b.call('PUT', `/api/members/${a.id}/follow`);
    for (const q of queries) {
      const page = json<FeedPage>(await b.call('GET', `/api/posts${q}`));
      expect(ids(page), q).not.toContain(secretId);
      expect(JSON.stringify(page), q).not.toContain(SECRET);
    }
  });

  it('never count: space post count, trending, points and leaderboard', async () => {
    const space = json<Space>(await b.call('GET', `/api/spaces/${spaceId}`));
    expect(space.postCount).toBe(0);
    const spaces = json<{ items: Space[] }>(await b.call('GET', '/api/spaces?pageSize=50'));
    expect(spaces.items.find((s) => s.id === spaceId)?.postCount).toBe(0);
    for (const viewer of [a, b]) {
      const trending = json<{ items: TrendingPost[] }>(await viewer.call('GET', '/api/posts/trending'));
      expect(trending.items.map((p) => p.id)).not.toContain(secretId);
    }
    const board = json<LeaderboardPage>(await b.call('GET', '/api/leaderboard?range=alltime'));
    expect(board.items.find((e) => e.userId === a.id)).toBeUndefined();
  });

  it('start counting once made public, and stop again when made private', async () => {
    await a.call('PATCH', `/api/posts/${secretId}`, { visibility: 'public' });
    expect(ids(json<FeedPage>(await b.call('GET', '/api/posts')))).toContain(secretId);
    let board = json<LeaderboardPage>(await b.call('GET', '/api/leaderboard?range=alltime'));
    expect(board.items.find((e) => e.userId === a.id)?.points).toBe(5);
    await a.call('PATCH', `/api/posts/${secretId}`, { visibility: 'private' });
    expect(ids(json<FeedPage>(await b.call('GET', '/api/posts')))).not.toContain(secretId);
    board = json<LeaderboardPage>(await b.call('GET', '/api/leaderboard?range=alltime'));
    expect(board.items.find((e) => e.userId === a.id)).toBeUndefined();
  });
});
