import type { AuditEntry, Page, Post, QueueItemDetail } from '@storyloom/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';
import {
  act,
  errorOf,
  noticesOf,
  notificationsOf,
  queue,
  report,
  stateOf,
  useModerationWorld,
  world,
} from '../../test/moderation.js';

useModerationWorld();

describe('the moderator role', () => {
  it('is granted and removed by an admin, audited, and the Moderator badge follows it at once', async () => {
    const member = await newMember(world.t, 'Future Moderator');
    const postId = await publish(member, 'A post whose badge follows the role');
    const badge = async () => json<Post>(await world.admin.call('GET', `/api/posts/${postId}`)).author.badge;
    expect(await badge()).toBeNull();
    expect((await member.call('GET', '/api/moderation/queue')).statusCode).toBe(403);

    const granted = await world.admin.call('PUT', `/api/admin/users/${member.id}/role`, { role: 'moderator' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(json<{ role: string }>(granted).role).toBe('moderator');
    expect(await badge()).toBe('Moderator');
    // The cached session learns the role on the next request: no sign-in again.
    expect((await member.call('GET', '/api/moderation/queue')).statusCode).toBe(200);
    // A moderator gets the queue, not the other admin screens.
    expect((await member.call('GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await member.call('GET', '/api/admin/audit-log')).statusCode).toBe(403);

    const removed = await world.admin.call('PUT', `/api/admin/users/${member.id}/role`, { role: 'user' });
    expect(json<{ role: string }>(removed).role).toBe('user');
    expect(await badge()).toBeNull();
    expect((await member.call('GET', '/api/moderation/queue')).statusCode).toBe(403);

    const log = json<Page<AuditEntry>>(await world.admin.call('GET', '/api/admin/audit-log?pageSize=100')).items;
    const mine = log.filter((e) => e.subject?.id === member.id).map((e) => e.action);
    expect(mine).toEqual(['role_remove', 'role_grant']);
    expect(log.find((e) => e.action === 'role_grant' && e.subject?.id === member.id)?.moderator?.id).toBe(
      world.admin.id,
    );
  });

  it('refuses changing an admin (role_not_allowed), and refuses a moderator the route', async () => {
    const res = await world.admin.call('PUT', `/api/admin/users/${world.admin.id}/role`, { role: 'moderator' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('role_not_allowed');
    const other = await newMember(world.t, 'Role Target');
    const byModerator = await world.moderator.call('PUT', `/api/admin/users/${other.id}/role`, { role: 'moderator' });
    expect(byModerator.statusCode).toBe(403);
    const missing = await world.admin.call('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', {
      role: 'moderator',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('report → queue → remove → appeal → uphold', () => {
  let a: Member;
  let b: Member;
  let third: Member;
  let postId: string;

  beforeAll(async () => {
    a = await newMember(world.t, 'Reporter Ann');
    b = await newMember(world.t, 'Author Ben');
    third = await newMember(world.t, 'Third Cleo');
    postId = await publish(b, 'You are all losers, nobody likes you');
  });

  it('takes one open report per member and item', async () => {
    expect((await report(a, 'post', postId)).statusCode).toBe(201);
    const again = await report(a, 'post', postId, 'spam');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('already_reported');
  });

  it('shows the item in the queue with its author, reasons and no overdue flag', async () => {
    const page = await queue();
    const item = page.items.find((i) => i.itemId === postId);
    expect(item).toMatchObject({
      surface: 'post',
      excerpt: 'You are all losers, nobody likes you',
      state: null,
      reportCount: 1,
      reasons: [{ reason: 'bullying', count: 1 }],
      overdue: false,
      appeal: null,
      author: { id: b.id, name: 'Author Ben', ageBand: 'adult', priorActions: 0 },
    });
    expect(item?.url).toBe(`/feed?post=${postId}`);
    const detail = await world.moderator.call('GET', `/api/moderation/queue/post/${postId}`);
    expect(detail.statusCode).toBe(200);
    expect(json<QueueItemDetail>(detail)).toMatchObject({
      text: 'You are all losers, nobody likes you',
      reports: [{ reason: 'bullying', status: 'open' }],
      history: [],
    });
  });

  it('removes it citing a rule: reports closed, both sides told, the author mailed with the rule and how to appeal', async () => {
    const mailsBefore = world.t.mails.length;
    const res = await act(world.moderator, { surface: 'post', itemId: postId, action: 'remove', note: 'Name-calling' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stateOf(postId)).toBe('removed');
    expect((await queue()).items.find((i) => i.itemId === postId)).toBeUndefined();
    expect((await queue('?status=handled')).items.find((i) => i.itemId === postId)).toBeDefined();

    const toA = (await notificationsOf(a)).find((n) => n.kind === 'report_resolved');
    expect(toA?.moderation).toMatchObject({ action: 'remove', outcome: 'action_taken', ruleId: 'be-kind' });
    const toB = (await notificationsOf(b)).find((n) => n.kind === 'moderation_action');
    expect(toB?.moderation).toMatchObject({ action: 'remove', ruleId: 'be-kind' });

    const mail = world.t.mails.slice(mailsBefore).find((m) => m.to === b.email);
    expect(mail?.text).toContain(`${world.t.config.appUrl}/guidelines#be-kind`);
    expect(mail?.text).toContain(`${world.t.config.appUrl}/community/notices`);
    expect(mail?.text).toContain('removed your post');
    expect(mail?.text).toContain('Name-calling');
    expect(world.t.mails.slice(mailsBefore).some((m) => m.to === a.email)).toBe(false);
  });

  it('is gone for the reporter and for a third member', async () => {
    for (const viewer of [a, third]) {
      expect((await viewer.call('GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    }
  });

  it('lets the author appeal once; nobody else; and the appeal comes back to the queue', async () => {
    const notices = await noticesOf(b);
    const notice = notices.items.find((n) => n.itemId === postId);
    expect(notice).toMatchObject({ action: 'remove', ruleId: 'be-kind', canAppeal: true, appeal: null });
    const actionId = notice?.actionId as string;
    const byOther = await third.call('POST', `/api/moderation/notices/${actionId}/appeal`, { text: 'Me too' });
    expect(byOther.statusCode).toBe(404);
    const appeal = await b.call('POST', `/api/moderation/notices/${actionId}/appeal`, { text: 'It was a joke' });
    expect(appeal.statusCode, appeal.body).toBe(201);
    const twice = await b.call('POST', `/api/moderation/notices/${actionId}/appeal`, { text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('appeal_not_allowed');
    expect((await noticesOf(b)).items.find((n) => n.actionId === actionId)).toMatchObject({
      canAppeal: false,
      appeal: { status: 'open', text: 'It was a joke', decidedAt: null },
    });

    const appeals = await queue('?status=appeals');
    const waiting = appeals.items.find((i) => i.itemId === postId);
    expect(waiting?.appeal).toMatchObject({ text: 'It was a joke', action: { id: actionId, action: 'remove' } });
  });

  it('upholds the appeal: the author is told, the post stays removed, and the audit log has it all', async () => {
    const waiting = (await queue('?status=appeals')).items.find((i) => i.itemId === postId);
    const res = await world.moderator.call('POST', `/api/moderation/appeals/${waiting?.appeal?.id}/decision`, {
      decision: 'uphold',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ status: string }>(res).status).toBe('upheld');
    const again = await world.moderator.call('POST', `/api/moderation/appeals/${waiting?.appeal?.id}/decision`, {
      decision: 'reverse',
    });
    expect(again.statusCode).toBe(409);
    expect(await stateOf(postId)).toBe('removed');
    const decided = (await notificationsOf(b)).find((n) => n.kind === 'appeal_decided');
    expect(decided?.moderation?.outcome).toBe('upheld');
    expect((await notificationsOf(a)).find((n) => n.kind === 'report_resolved')?.moderation?.outcome).toBe(
      'action_taken',
    );

    const log = json<Page<AuditEntry>>(await world.admin.call('GET', '/api/admin/audit-log?pageSize=100')).items;
    const about = log.filter((e) => e.itemId === postId);
    expect(about.map((e) => e.action)).toEqual(['uphold', 'remove']);
    expect(about[1]).toMatchObject({ moderator: { id: world.moderator.id }, subject: { id: b.id }, ruleId: 'be-kind' });
    // The author's history now counts the removal.
    const other = await publish(b, 'Another post of Ben');
    await report(third, 'post', other, 'spam');
    expect((await queue()).items.find((i) => i.itemId === other)?.author?.priorActions).toBe(1);
  });
});

describe('appeals reversed', () => {
  it('restores a hidden item and clears a mute', async () => {
    const author = await newMember(world.t, 'Appealing Author');
    const postId = await publish(author, 'Hidden by mistake');
    expect((await act(world.moderator, { surface: 'post', itemId: postId, action: 'hide' })).statusCode).toBe(201);
    expect((await act(world.moderator, { surface: 'post', itemId: postId, action: 'mute', hours: 2 })).statusCode).toBe(
      201,
    );
    expect(await stateOf(postId)).toBe('hidden');
    const notices = (await noticesOf(author)).items;
    expect(notices.map((n) => n.action)).toEqual(['mute', 'hide']);
    expect(notices[0]?.endsAt).not.toBeNull();
    for (const notice of notices) {
      const appealed = await author.call('POST', `/api/moderation/notices/${notice.actionId}/appeal`, {
        text: 'Please look again',
      });
      expect(appealed.statusCode).toBe(201);
    }
    const waiting = (await queue('?status=appeals')).items.filter((i) => i.itemId === postId);
    expect(waiting).toHaveLength(2);
    for (const item of waiting) {
      const res = await world.moderator.call('POST', `/api/moderation/appeals/${item.appeal?.id}/decision`, {
        decision: 'reverse',
        note: 'Our mistake',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await stateOf(postId)).toBeNull();
    const user = await world.t.app.ctx.db
      .selectFrom('user')
      .select('mutedUntil')
      .where('id', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(user.mutedUntil).toBeNull();
    expect((await author.call('POST', '/api/posts', { type: 'post', content: 'Writing again' })).statusCode).toBe(201);
    const decided = (await notificationsOf(author)).filter((n) => n.kind === 'appeal_decided');
    expect(decided.map((n) => n.moderation?.outcome)).toEqual(['reversed', 'reversed']);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses an UPDATE or a DELETE', async () => {
    const row = await world.t.app.ctx.db.selectFrom('moderation_actions').select('id').executeTakeFirstOrThrow();
    await expect(
      world.t.app.ctx.db
        .updateTable('moderation_actions')
        .set({ note: 'rewritten' })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      world.t.app.ctx.db.deleteFrom('moderation_actions').where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('is paginated newest first', async () => {
    const first = json<Page<AuditEntry>>(await world.admin.call('GET', '/api/admin/audit-log?pageSize=2&page=1'));
    const second = json<Page<AuditEntry>>(await world.admin.call('GET', '/api/admin/audit-log?pageSize=2&page=2'));
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    const times = [...first.items, ...second.items].map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(4);
  });
});
