import type { FeedPage, LeaderboardPage, Space } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { SEED_POSTS } from './community-data.js';

let t: TestApp;
let viewer: Member;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  viewer = await newMember(t, 'Fresh Viewer');
});
afterAll(async () => {
  await t.close();
});

describe('community demo content', () => {
  it('has the three default spaces with 12, 8 and 5 real members', async () => {
    const page = json<{ items: Space[] }>(await viewer.call('GET', '/api/spaces?pageSize=20'));
    const byName = Object.fromEntries(page.items.map((s) => [s.name, s.memberCount]));
    expect(byName).toMatchObject({ 'Content Creation': 12, Storytelling: 8, Entrepreneurship: 5 });
    expect(page.items.length).toBeGreaterThan(3);
  });

  it('shows every public sample post and never the private one', async () => {
    const feed = json<FeedPage>(await viewer.call('GET', '/api/posts?limit=50'));
    const publicCount = SEED_POSTS.filter((p) => p.visibility !== 'private').length;
    expect(feed.items).toHaveLength(publicCount);
    expect(feed.items.every((p) => p.visibility === 'public')).toBe(true);
    const liked = feed.items.find((p) => p.content.startsWith('Welcome to all our new members'));
    expect(liked).toMatchObject({ likes: 6, comments: 2, author: { name: 'Maya Chen', badge: null } });
  });

  it('ranks differently over 7 days, 30 days and all time', async () => {
    const top = async (range: string) =>
      json<LeaderboardPage>(await viewer.call('GET', `/api/leaderboard?range=${range}&pageSize=50`)).items.map(
        (e) => `${e.name}:${e.points}`,
      );
    const [week, month, all] = [await top('7days'), await top('30days'), await top('alltime')];
    expect(week).not.toEqual(month);
    expect(month).not.toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(week.length);
  });
});
