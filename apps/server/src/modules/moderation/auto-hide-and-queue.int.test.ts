import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import { bornYearsAgo } from '../../test/children.js';
import { insertTestEvent, newMember, openStream, publish } from '../../test/community.js';
import {
  act,
  noticesOf,
  notificationsOf,
  queue,
  report,
  stateOf,
  useModerationWorld,
  world,
} from '../../test/moderation.js';
import { sendOverdueDigest } from './digest.js';

useModerationWorld();

describe('auto-hide', () => {
  it('hides an item once three distinct members reported it, and a dismissal brings it back', async () => {
    const author = await newMember(world.t, 'Reported Author');
    const postId = await publish(author, 'Something three members report');
    const commentRes = await author.call('POST', `/api/posts/${postId}/comments`, { content: 'A reported comment' });
    const commentId = json<{ id: string }>(commentRes).id;
    const reporters = [await newMember(world.t, 'Reporter One'), await newMember(world.t, 'Reporter Two')];
    reporters.push(await newMember(world.t, 'Reporter Three'));
    for (const [i, reporter] of reporters.entries()) {
      expect((await report(reporter, 'comment', commentId, 'spam')).statusCode).toBe(201);
      const row = await world.t.app.ctx.db
        .selectFrom('post_comments')
        .select('moderation_state')
        .where('id', '=', commentId)
        .executeTakeFirstOrThrow();
      expect(row.moderation_state).toBe(i < 2 ? null : 'hidden');
    }
    const audit = await world.t.app.ctx.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('item_id', '=', commentId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'auto_hide', moderator_id: null, subject_id: author.id }),
    ]);
    // The author is told it is hidden pending review, and cannot appeal that (a moderator reviews it anyway).
    expect((await noticesOf(author)).items[0]).toMatchObject({ action: 'auto_hide', canAppeal: false });
    expect((await queue('?surface=comment')).items.find((i) => i.itemId === commentId)).toMatchObject({
      state: 'hidden',
      reportCount: 3,
    });

    const dismissed = await act(world.moderator, { surface: 'comment', itemId: commentId, action: 'dismiss' });
    expect(dismissed.statusCode).toBe(201);
    const after = await world.t.app.ctx.db
      .selectFrom('post_comments')
      .select('moderation_state')
      .where('id', '=', commentId)
      .executeTakeFirstOrThrow();
    expect(after.moderation_state).toBeNull();
    for (const reporter of reporters) {
      const told = (await notificationsOf(reporter)).find((n) => n.kind === 'report_resolved');
      expect(told?.moderation?.outcome).toBe('no_rule_broken');
    }
    // A dismissal tells the author nothing new.
    expect((await notificationsOf(author)).filter((n) => n.kind === 'moderation_action')).toHaveLength(1);
  });

  it('tells the live stream, so the hidden post leaves other members’ screens at once', async () => {
    const baseUrl = await world.t.app.listen({ port: 0, host: '127.0.0.1' });
    const author = await newMember(world.t, 'Live Author');
    const watcher = await newMember(world.t, 'Live Watcher');
    const postId = await publish(author, 'A post three members report while others watch');
    const stream = await openStream(baseUrl, watcher.cookie);
    try {
      for (const name of ['Live One', 'Live Two', 'Live Three']) {
        expect((await report(await newMember(world.t, name), 'post', postId, 'hate')).statusCode).toBe(201);
      }
      await stream.waitFor((e) => e.type === 'post_deleted' && e.postId === postId);
    } finally {
      stream.close();
    }
  });

  it('hides a child’s item at once on a personal-information report, and only then', async () => {
    const child = await newMember(world.t, 'Young Writer');
    const leaked = await publish(child, 'my number is on my profile');
    const other = await publish(child, 'a harmless post');
    await world.t.app.ctx.db
      .updateTable('user')
      .set({ birthYear: bornYearsAgo(12).birthYear, birthMonth: bornYearsAgo(12).birthMonth })
      .where('id', '=', child.id)
      .execute();
    const reporter = await newMember(world.t, 'Careful Reporter');
    expect((await report(reporter, 'post', other, 'spam')).statusCode).toBe(201);
    expect(await stateOf(other)).toBeNull();
    expect((await report(reporter, 'post', leaked, 'personal_info')).statusCode).toBe(201);
    expect(await stateOf(leaked)).toBe('hidden');
    expect((await queue()).items.find((i) => i.itemId === leaked)?.author?.ageBand).toBe('child');
  });

  it('does not hide an adult’s item on one personal-information report', async () => {
    const adult = await newMember(world.t, 'Grown Writer');
    const postId = await publish(adult, 'an adult post');
    const reporter = await newMember(world.t, 'Another Reporter');
    expect((await report(reporter, 'post', postId, 'personal_info')).statusCode).toBe(201);
    expect(await stateOf(postId)).toBeNull();
  });
});

describe('queue filters, order and pages', () => {
  it('filters by reason and surface, puts the most-reported first, and pages', async () => {
    const owner = await newMember(world.t, 'Filter Owner');
    const r1 = await newMember(world.t, 'Filter Reporter One');
    const r2 = await newMember(world.t, 'Filter Reporter Two');
    const spacedName = `Filter space ${Date.now()}`;
    const space = json<{ id: string }>(await owner.call('POST', '/api/spaces', { name: spacedName })).id;
    const eventId = await insertTestEvent(world.t, { title: 'Filter event', createdBy: owner.id });
    expect((await report(r1, 'space', space, 'hate')).statusCode).toBe(201);
    expect((await report(r2, 'space', space, 'spam')).statusCode).toBe(201);
    expect((await report(r1, 'event', eventId, 'spam')).statusCode).toBe(201);

    const spaces = await queue('?surface=space');
    expect(spaces.items.every((i) => i.surface === 'space')).toBe(true);
    expect(spaces.items.find((i) => i.itemId === space)).toMatchObject({
      reportCount: 2,
      excerpt: spacedName,
      url: `/spaces/${space}`,
    });
    expect(
      spaces.items
        .find((i) => i.itemId === space)
        ?.reasons.map((r) => r.reason)
        .sort(),
    ).toEqual(['hate', 'spam']);
    const hate = await queue('?reason=hate');
    expect(hate.items.map((i) => i.itemId)).toContain(space);
    expect(hate.items.map((i) => i.itemId)).not.toContain(eventId);
    expect(hate.items.every((i) => i.reasons.some((r) => r.reason === 'hate'))).toBe(true);
    const events = await queue('?surface=event');
    expect(events.items.map((i) => i.itemId)).toEqual([eventId]);

    const all = await queue('?pageSize=50');
    const counts = all.items.map((i) => i.reportCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(all.total).toBe(all.items.length);
    const first = await queue('?pageSize=1&page=1');
    const second = await queue('?pageSize=1&page=2');
    expect(first.total).toBe(all.total);
    expect(first.items[0]?.itemId).toBe(all.items[0]?.itemId);
    expect(second.items[0]?.itemId).toBe(all.items[1]?.itemId);
  });
});

describe('overdue reports and the daily digest', () => {
  it('flags a report older than 24 h and mails the admins once a day while any is', async () => {
    const author = await newMember(world.t, 'Slow Author');
    const reporter = await newMember(world.t, 'Slow Reporter');
    const postId = await publish(author, 'Waiting a long time');
    expect((await report(reporter, 'post', postId, 'self_harm')).statusCode).toBe(201);
    const resolvedBefore = await sendOverdueDigest(world.t.app.ctx);
    expect(resolvedBefore).toBe(0);
    expect((await queue()).items.find((i) => i.itemId === postId)?.overdue).toBe(false);

    await world.t.app.ctx.db
      .updateTable('reports')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('item_id', '=', postId)
      .execute();
    expect((await queue()).items.find((i) => i.itemId === postId)?.overdue).toBe(true);

    const before = world.t.mails.length;
    expect(await sendOverdueDigest(world.t.app.ctx)).toBe(1);
    const digest = world.t.mails.slice(before);
    expect(digest.map((m) => m.to)).toEqual([world.admin.email]);
    expect(digest[0]?.text).toContain('Waiting a long time');
    expect(digest[0]?.text).toContain(`${world.t.config.appUrl}/admin/moderation`);
    // Once per day, however often it runs (the safety_digests row decides).
    expect(await sendOverdueDigest(world.t.app.ctx)).toBe(0);
    expect(await sendOverdueDigest(world.t.app.ctx, new Date(Date.now() + 86_400_000))).toBe(1);

    // Handled: no longer overdue, and no digest while nothing is.
    expect(
      (await act(world.moderator, { surface: 'post', itemId: postId, action: 'warn', ruleId: 'stay-safe' })).statusCode,
    ).toBe(201);
    await world.t.app.ctx.db.updateTable('reports').set({ status: 'dismissed' }).where('status', '=', 'open').execute();
    expect(await sendOverdueDigest(world.t.app.ctx, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
  });
});
