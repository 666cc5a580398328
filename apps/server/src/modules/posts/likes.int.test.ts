import type { LikeResult } from '@storyloom/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let author: Member;
let users: Member[];
beforeAll(async () => {
  t = await createTestApp();
  author = await newMember(t, 'Post Author');
  users = [];
  for (let i = 0; i < 10; i++) users.push(await newMember(t, `Liker ${i}`));
});
afterAll(async () => {
  await t.close();
});

async function stored(postId: string) {
  const { rows } = await sql<{ rows: number; count: number; points: number }>`
    select (select count(*) from post_likes where post_id = ${postId})::int as rows,
           (select like_count from posts where id = ${postId}) as count,
           (select count(*) from points_ledger where post_id = ${postId} and reason = 'likeReceived')::int as points`.execute(
    t.app.ctx.db,
  );
  return rows[0];
}

describe('likes under concurrency', () => {
  it('100 concurrent like toggles from 10 users leave the count equal to the rows', async () => {
    const postId = await publish(author, 'Hammer the like button');
    // Each user fires 10 toggles at once (like, unlike, like ...), all 100 in flight together.
    const requests = users.flatMap((u) =>
      Array.from({ length: 10 }, (_, i) => u.call(i % 2 === 0 ? 'PUT' : 'DELETE', `/api/posts/${postId}/like`)),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const after = await stored(postId);
    expect(after?.count).toBe(after?.rows);
    // Each like row earned its author exactly one point; an unlike took it back.
    expect(after?.points).toBe(after?.rows);
    const reported = json<LikeResult>(await author.call('PUT', `/api/posts/${postId}/like`));
    expect(reported.likes).toBe((after?.rows ?? 0) + 1);
  });

  it('a repeated like or unlike changes nothing', async () => {
    const postId = await publish(author, 'Idempotent');
    const [u] = users as [Member];
    const twice = await Promise.all([
      u.call('PUT', `/api/posts/${postId}/like`),
      u.call('PUT', `/api/posts/${postId}/like`),
    ]);
    expect(twice.map((r) => json<LikeResult>(r).likes)).toEqual([1, 1]);
    await u.call('DELETE', `/api/posts/${postId}/like`);
    expect(json<LikeResult>(await u.call('DELETE', `/api/posts/${postId}/like`))).toEqual({ liked: false, likes: 0 });
    expect(await stored(postId)).toEqual({ rows: 0, count: 0, points: 0 });
  });

  it('gives the author a point per like from someone else, none for their own', async () => {
    const postId = await publish(author, 'Points please');
    await author.call('PUT', `/api/posts/${postId}/like`);
    await (users[1] as Member).call('PUT', `/api/posts/${postId}/like`);
    expect(await stored(postId)).toEqual({ rows: 2, count: 2, points: 1 });
  });
});
