import type { CommunityMe, LeaderboardPage } from '@storyloom/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { insertTestEvent, type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
let c: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Points');
  b = await newMember(t, 'Ben Points');
  c = await newMember(t, 'Cleo Veteran');
});
afterAll(async () => {
  await t.close();
});

const points = async (m: Member) => json<CommunityMe>(await m.call('GET', '/api/community/me')).points;
const board = async (m: Member, range: string) =>
  json<LeaderboardPage>(await m.call('GET', `/api/leaderboard?range=${range}`));

async function backdate(userId: string, reason: string, pts: number, daysAgo: number) {
  await sql`insert into points_ledger (user_id, reason, points, source_key, created_at)
    values (${userId}, ${reason}, ${pts}, ${`test:${Math.random()}`}, now() - make_interval(days => ${daysAgo}))`.execute(
    t.app.ctx.db,
  );
}

const insertEvent = (createdBy: string | null, startsInHours: number, maxAttendees: number | null = null) =>
  insertTestEvent(t, { title: 'Test event', createdBy, startsInHours, maxAttendees });

describe('points ledger (the POINTS values)', () => {
  it('post 5, comment 2, like received 1', async () => {
    const post = await publish(a, 'earn');
    expect(await points(a)).toBe(5);
    await b.call('POST', `/api/posts/${post}/comments`, { content: 'nice' });
    expect(await points(b)).toBe(2);
    await b.call('PUT', `/api/posts/${post}/like`);
    expect(await points(a)).toBe(6);
    await b.call('DELETE', `/api/posts/${post}/like`);
    expect(await points(a)).toBe(5);
  });

  it('event created 10, event attended 3 once it has taken place', async () => {
    const before = await points(c);
    await insertEvent(c.id, 48);
    expect(await points(c)).toBe(before + 10);
    const upcoming = await insertEvent(null, 48);
    expect((await c.call('POST', `/api/events/${upcoming}/registration`, {})).statusCode).toBe(201);
    expect(await points(c)).toBe(before + 10);
    const past = await insertEvent(null, -2);
    await t.app.ctx.db.insertInto('event_registrations').values({ event_id: past, user_id: c.id }).execute();
    expect(await points(c)).toBe(before + 13);
  });

  it('daily streak 2 for a day of contribution following another', async () => {
    await sql`insert into activity_days (user_id, day)
      values (${b.id}, (now() at time zone 'utc')::date - 1) on conflict do nothing`.execute(t.app.ctx.db);
    await sql`delete from activity_days where user_id = ${b.id} and day = (now() at time zone 'utc')::date`.execute(
      t.app.ctx.db,
    );
    const before = await points(b);
    await publish(b, 'keeping my streak');
    expect(await points(b)).toBe(before + 5 + 2);
    await publish(b, 'same day again');
    expect(await points(b)).toBe(before + 5 + 2 + 5);
  });
});

describe('leaderboard', () => {
  it('ranks 7 days, 30 days and all time from back-dated ledger rows, with rank changes', async () => {
    await backdate(c.id, 'post', 100, 20);
    await backdate(c.id, 'post', 400, 60);
    const week = await board(a, '7days');
    const month = await board(a, '30days');
    const all = await board(a, 'alltime');
    const of = (page: LeaderboardPage, m: Member) => page.items.find((e) => e.userId === m.id);

    expect(of(week, c)?.points).toBe(13);
    expect(of(month, c)?.points).toBe(113);
    expect(of(all, c)?.points).toBe(513);
    expect(week.items[0]?.userId).not.toBe(c.id);
    expect(all.items[0]).toMatchObject({ userId: c.id, rank: 1, contribution: { events: 2 } });
    // Over 30 days Cleo had nobody ranked before her a month earlier: no rank change to report.
    expect(of(month, c)?.rankChange).toBeNull();
    // All time compares with the standing a week ago, when Cleo already led.
    expect(of(all, c)?.rankChange).toBe(0);
    expect(of(week, a)?.pointsAdded).toBe(of(week, a)?.points);
    expect(week.total).toBe(3);
  });

  it('shows new points at once although the board was just read (the cache follows every change)', async () => {
    const of = (page: LeaderboardPage) => page.items.find((e) => e.userId === b.id)?.points ?? 0;
    const before = of(await board(a, 'alltime'));
    expect(of(await board(a, 'alltime'))).toBe(before);
    await publish(b, 'fresh points');
    expect(of(await board(a, 'alltime'))).toBe(before + 5);
    const post = await publish(a, 'like me');
    await b.call('PUT', `/api/posts/${post}/like`);
    await b.call('PATCH', `/api/posts/${post}`, { content: 'still me' });
    const likes = (page: LeaderboardPage) => page.items.find((e) => e.userId === a.id)?.contribution.likes;
    const liked = likes(await board(a, 'alltime'));
    await b.call('DELETE', `/api/posts/${post}/like`);
    expect(likes(await board(a, 'alltime'))).toBe((liked ?? 0) - 1);
  });

  it('refuses an unknown range', async () => {
    expect((await a.call('GET', '/api/leaderboard?range=forever')).statusCode).toBe(400);
  });
});
