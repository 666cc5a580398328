import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { bornYearsAgo } from '../../test/children.js';
import { guestCall, type Member, newMember, publish } from '../../test/community.js';
import { DEFAULT_SPACE_ID } from '../spaces/defaults.js';

// Issue 15: a minor's profile, posts, followers and following are for signed-in members only and
// never indexed. Every route that shows them is checked here as a guest and as another member.

let t: TestApp;
let webDist: string;
let teen: Member;
let teenUsername: string;
let teenPostId: string;
let reader: Member;

async function memberBorn(yearsAgo: number): Promise<Member> {
  const member = await newMember(t, 'Teen', bornYearsAgo(yearsAgo));
  const me = json<{ user: { ageBand: string } }>(await member.call('GET', '/api/me'));
  expect(me.user.ageBand).toBe('teen');
  return member;
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Storyloom</title><div id="root"></div>');
  t = await createTestApp({ WEB_DIST: webDist });
  teen = await memberBorn(15);
  reader = await newMember(t, 'Reader');
  teenUsername = json<{ username: string }>(await teen.call('GET', '/api/profile')).username;
  teenPostId = await publish(teen, 'My first comic strip');
  expect((await teen.call('PUT', `/api/members/${reader.id}/follow`)).statusCode).toBe(200);
  expect((await reader.call('PUT', `/api/members/${teen.id}/follow`)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Every API read that shows a teen's profile, posts, followers or following. */
const routes = () => [
  `/api/profiles/${teenUsername}`,
  `/api/profiles/${teenUsername}/posts`,
  '/api/posts',
  `/api/posts/${teenPostId}`,
  `/api/posts/${teenPostId}/comments`,
  '/api/posts/trending',
  '/api/members',
  '/api/members/active',
  `/api/spaces/${DEFAULT_SPACE_ID}/members`,
  '/api/leaderboard',
  '/api/community/me',
];

describe("a teen's profile, posts, followers and following", () => {
  it('are refused to a guest (401) on every route that shows them', async () => {
    for (const url of routes()) {
      const res = await guestCall(t, 'GET', url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('are shown to a signed-in member, with noindex on every answer', async () => {
    for (const url of routes()) {
      const res = await reader.call('GET', url);
      expect({ url, status: res.statusCode, robots: res.headers['x-robots-tag'] }).toEqual({
        url,
        status: 200,
        robots: 'noindex',
      });
    }
    // The reads really carry the teen: their profile, their post, and the follow both ways.
    expect(json<{ id: string }>(await reader.call('GET', `/api/profiles/${teenUsername}`)).id).toBe(teen.id);
    const members = json<{ items: Array<{ id: string; isFollowing: boolean }> }>(
      await reader.call('GET', '/api/members'),
    );
    expect(members.items.find((m) => m.id === teen.id)?.isFollowing).toBe(true);
  });

  it('a member page of the app is served with noindex, the public landing page without', async () => {
    const profilePage = await t.app.inject({ method: 'GET', url: `/profile/${teenUsername}` });
    expect(profilePage.statusCode).toBe(200);
    expect(profilePage.headers['x-robots-tag']).toBe('noindex');
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.headers['x-robots-tag']).toBeUndefined();
    const privacy = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(privacy.headers['x-robots-tag']).toBeUndefined();
  });
});
