import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, insertTestEvent, type Member, newMember, publish } from '../../test/community.js';

let t: TestApp;
let author: Member;
let reporter: Member;

const codeOf = (res: LightMyRequestResponse) => json<{ error: { code: string } }>(res).error.code;
const report = (member: Member, body: Record<string, unknown>) =>
  member.call('POST', '/api/reports', { reason: 'bullying', ...body });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  author = await newMember(t, 'Report Author');
  reporter = await newMember(t, 'Report Maker');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/reports', () => {
  it('refuses a guest', async () => {
    const postId = await publish(author, 'A post a guest tries to report');
    const res = await guestCall(t, 'POST', '/api/reports', { surface: 'post', itemId: postId, reason: 'spam' });
    expect(res.statusCode).toBe(401);
  });

  it('stores the report with the item’s author', async () => {
    const postId = await publish(author, 'A reported post');
    const res = await report(reporter, { surface: 'post', itemId: postId, note: 'mean' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', json<{ id: string }>(res).id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reporter_id: reporter.id,
      item_author_id: author.id,
      surface: 'post',
      item_id: postId,
      reason: 'bullying',
      note: 'mean',
      status: 'open',
    });
  });

  it('refuses one’s own item with cannot_report_own', async () => {
    const postId = await publish(author, 'My own post');
    const res = await report(author, { surface: 'post', itemId: postId });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('cannot_report_own');
    const profile = await report(author, { surface: 'profile', itemId: author.id });
    expect(codeOf(profile)).toBe('cannot_report_own');
  });

  it('answers 404 for what the reporter cannot see: a private post, a removed one, nothing at all', async () => {
    const privatePost = await publish(author, 'A private post', { visibility: 'private' });
    expect((await report(reporter, { surface: 'post', itemId: privatePost })).statusCode).toBe(404);
    const removed = await publish(author, 'A removed post');
    await t.app.ctx.db.updateTable('posts').set({ moderation_state: 'removed' }).where('id', '=', removed).execute();
    expect((await report(reporter, { surface: 'post', itemId: removed })).statusCode).toBe(404);
    const nothing = await report(reporter, { surface: 'comment', itemId: '00000000-0000-4000-8000-000000000000' });
    expect(nothing.statusCode).toBe(404);
    // A comment under a private post is as private as its post.
    const comment = json<{ id: string }>(
      await author.call('POST', `/api/posts/${privatePost}/comments`, { content: 'Note to self' }),
    ).id;
    expect((await report(reporter, { surface: 'comment', itemId: comment })).statusCode).toBe(404);
  });

  it('takes every surface a member can see', async () => {
    const postId = await publish(author, 'A post with a comment');
    const comment = json<{ id: string }>(
      await author.call('POST', `/api/posts/${postId}/comments`, { content: 'A public comment' }),
    ).id;
    const space = json<{ id: string }>(await author.call('POST', '/api/spaces', { name: `Reported ${Date.now()}` })).id;
    const event = await insertTestEvent(t, { createdBy: author.id });
    for (const [surface, itemId] of [
      ['comment', comment],
      ['profile', author.id],
      ['space', space],
      ['event', event],
    ] as const) {
      const res = await report(reporter, { surface, itemId, reason: 'spam' });
      expect(res.statusCode, `${surface}: ${res.body}`).toBe(201);
    }
  });

  it('takes a report of an AI output from the member who got it, and from nobody else', async () => {
    const generation = await t.app.ctx.db
      .insertInto('ai_generations')
      .values({ user_id: reporter.id, tool: 'story', inputs: '{}', output: 'A harmful answer', engine: 'offline' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await report(author, { surface: 'ai_generation', itemId: generation.id, reason: 'self_harm' });
    expect(other.statusCode).toBe(404);
    const own = await report(reporter, { surface: 'ai_generation', itemId: generation.id, reason: 'self_harm' });
    expect(own.statusCode, own.body).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('reports')
      .select('item_author_id')
      .where('item_id', '=', generation.id)
      .executeTakeFirstOrThrow();
    expect(row.item_author_id).toBeNull();
  });

  it('asks for a note with Something else, and allows a new report once the last was handled', async () => {
    const postId = await publish(author, 'Something odd');
    const bare = await report(reporter, { surface: 'post', itemId: postId, reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect((await report(reporter, { surface: 'post', itemId: postId, reason: 'other', note: 'odd' })).statusCode).toBe(
      201,
    );
    expect(codeOf(await report(reporter, { surface: 'post', itemId: postId }))).toBe('already_reported');
    await t.app.ctx.db.updateTable('reports').set({ status: 'dismissed' }).where('item_id', '=', postId).execute();
    expect((await report(reporter, { surface: 'post', itemId: postId })).statusCode).toBe(201);
  });
});
