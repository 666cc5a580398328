import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type ChildAccount, signUpChild } from '../../test/children.js';
import { type Member, newMember } from '../../test/community.js';

let t: TestApp;
let viewer: Member;
let child: ChildAccount;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await newMember(t, 'List Viewer');
  child = await signUpChild(t);
  // What an approved account would have: it was seen lately and earned points (before a revoke, say).
  await t.app.ctx.db.insertInto('user_presence').values({ user_id: child.id, last_seen_at: new Date() }).execute();
  await t.app.ctx.db
    .insertInto('points_ledger')
    .values({ user_id: child.id, reason: 'post', points: 50, source_key: `held-${child.id}` })
    .execute();
});
afterAll(async () => {
  await t.close();
});

type Listed = { items: Array<{ id?: string; userId?: string; username: string }> };

let reads = 0;

async function listedIds() {
  // The leaderboard is cached for a few seconds per page size: each read asks for a new size.
  reads += 1;
  const get = async (url: string) => {
    const res = await viewer.call('GET', url);
    expect(res.statusCode, url).toBe(200);
    return json<Listed>(res).items.map((i) => i.id ?? i.userId);
  };
  return {
    members: await get(`/api/members?q=${child.username}`),
    active: await get('/api/members/active'),
    leaderboard: await get(`/api/leaderboard?range=7days&pageSize=${50 - reads}`),
  };
}

describe('a held account in lists of people', () => {
  it('is in none of them while it waits, and in each once a parent approves', async () => {
    expect(await listedIds()).toEqual({
      members: [],
      active: expect.not.arrayContaining([child.id]),
      leaderboard: expect.not.arrayContaining([child.id]),
    });

    await t.app.ctx.db.updateTable('user').set({ consentState: 'granted' }).where('id', '=', child.id).execute();
    const approved = await listedIds();
    expect(approved.members).toEqual([child.id]);
    expect(approved.active).toContain(child.id);
    expect(approved.leaderboard).toContain(child.id);

    // Withdrawn approval holds the account again.
    await t.app.ctx.db.updateTable('user').set({ consentState: 'revoked' }).where('id', '=', child.id).execute();
    const revoked = await listedIds();
    expect(revoked.members).toEqual([]);
    expect(revoked.active).not.toContain(child.id);
    expect(revoked.leaderboard).not.toContain(child.id);
  });
});
