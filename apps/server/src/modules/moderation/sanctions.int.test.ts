import { describe, expect, it } from 'vitest';
import { newMember, publish } from '../../test/community.js';
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

describe('who may act on whom', () => {
  it('refuses a moderator acting on themselves, an admin or another moderator; an admin may act on a moderator', async () => {
    const own = await publish(world.moderator, 'The moderator’s own post');
    const self = await act(world.moderator, { surface: 'post', itemId: own, action: 'hide' });
    expect(self.statusCode).toBe(403);
    const adminPost = await publish(world.admin, 'An admin post');
    expect((await act(world.moderator, { surface: 'post', itemId: adminPost, action: 'warn' })).statusCode).toBe(403);
    const peer = await newMember(world.t, 'Peer Moderator');
    await world.admin.call('PUT', `/api/admin/users/${peer.id}/role`, { role: 'moderator' });
    const peerPost = await publish(peer, 'A peer moderator post');
    expect((await act(world.moderator, { surface: 'post', itemId: peerPost, action: 'hide' })).statusCode).toBe(403);
    expect((await act(world.admin, { surface: 'post', itemId: peerPost, action: 'hide' })).statusCode).toBe(201);
    expect(await stateOf(peerPost)).toBe('hidden');
    // Nothing of the refusals was written.
    const rows = await world.t.app.ctx.db
      .selectFrom('moderation_actions')
      .select('item_id')
      .where('item_id', 'in', [own, adminPost])
      .execute();
    expect(rows).toEqual([]);
  });

  it('never sanctions the member for an AI output they reported; removing it tells them action was taken', async () => {
    const member = await newMember(world.t, 'AI Reporter');
    const generation = await world.t.app.ctx.db
      .insertInto('ai_generations')
      .values({ user_id: member.id, tool: 'story', inputs: '{}', output: 'A harmful answer', engine: 'offline' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await report(member, 'ai_generation', generation.id, 'self_harm')).statusCode).toBe(201);
    expect((await queue('?surface=ai_generation')).items.find((i) => i.itemId === generation.id)?.author).toBeNull();
    for (const action of ['warn', 'ban'] as const) {
      expect((await act(world.moderator, { surface: 'ai_generation', itemId: generation.id, action })).statusCode).toBe(
        400,
      );
    }
    const removed = await act(world.moderator, {
      surface: 'ai_generation',
      itemId: generation.id,
      action: 'remove',
      ruleId: 'stay-safe',
    });
    expect(removed.statusCode).toBe(201);
    const told = (await notificationsOf(member)).find((n) => n.kind === 'report_resolved');
    expect(told?.moderation?.outcome).toBe('action_taken');
    expect((await noticesOf(member)).total).toBe(0);
  });

  it('refuses hiding what cannot be hidden, and a sanction with nobody behind the item', async () => {
    const member = await newMember(world.t, 'Profile Owner');
    const res = await act(world.moderator, { surface: 'profile', itemId: member.id, action: 'hide' });
    expect(res.statusCode).toBe(400);
    const missing = await act(world.moderator, {
      surface: 'post',
      itemId: '00000000-0000-4000-8000-000000000000',
      action: 'hide',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('sanctions', () => {
  async function signIn(email: string) {
    return world.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'secret-pass-1' },
    });
  }
  const sessionsOf = async (userId: string) =>
    Number(
      (
        await world.t.app.ctx.db
          .selectFrom('session')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('mute: writes refused with writing_muted and its end; reading, reporting and appealing still work', async () => {
    const member = await newMember(world.t, 'Muted Member');
    const postId = await publish(member, 'Before the mute');
    const res = await act(world.moderator, { surface: 'post', itemId: postId, action: 'mute', hours: 3 });
    expect(res.statusCode).toBe(201);
    const write = await member.call('POST', '/api/posts', { type: 'post', content: 'While muted' });
    expect(write.statusCode).toBe(403);
    expect(errorOf(write).code).toBe('writing_muted');
    expect(new Date(errorOf(write).details?.until as string).getTime()).toBeGreaterThan(Date.now() + 2.9 * 3_600_000);
    expect((await member.call('GET', '/api/posts')).statusCode).toBe(200);
    const someone = await newMember(world.t, 'Someone Else');
    const theirs = await publish(someone, 'A post the muted member reports');
    expect((await report(member, 'post', theirs, 'spam')).statusCode).toBe(201);
    const notice = (await noticesOf(member)).items[0];
    expect(notice?.action).toBe('mute');
    const appeal = await member.call('POST', `/api/moderation/notices/${notice?.actionId}/appeal`, { text: 'Sorry' });
    expect(appeal.statusCode).toBe(201);
  });

  it('mute ends on time: a past end refuses nothing', async () => {
    const member = await newMember(world.t, 'Formerly Muted');
    await world.t.app.ctx.db
      .updateTable('user')
      .set({ mutedUntil: new Date(Date.now() - 1000) })
      .where('id', '=', member.id)
      .execute();
    world.t.app.ctx.sessions.forgetUser(member.id);
    expect((await member.call('POST', '/api/posts', { type: 'post', content: 'Free again' })).statusCode).toBe(201);
  });

  it('suspend: every session ends, sign-in is refused with the end, and a live suspension refuses every route', async () => {
    const member = await newMember(world.t, 'Suspended Member');
    const postId = await publish(member, 'Before the suspension');
    const res = await act(world.moderator, { surface: 'post', itemId: postId, action: 'suspend', days: 2 });
    expect(res.statusCode).toBe(201);
    expect(await sessionsOf(member.id)).toBe(0);
    expect((await member.call('GET', '/api/posts')).statusCode).toBe(401);
    const signIn1 = await signIn(member.email);
    expect(signIn1.statusCode).toBe(403);
    expect(errorOf(signIn1).code).toBe('account_suspended');
    expect(new Date(errorOf(signIn1).details?.until as string).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(signIn1.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    expect(await sessionsOf(member.id)).toBe(0);

    // A suspension set while a session is open (another instance, a direct change): refused on every route.
    const other = await newMember(world.t, 'Live Session Member');
    await world.t.app.ctx.db
      .updateTable('user')
      .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
      .where('id', '=', other.id)
      .execute();
    world.t.app.ctx.sessions.forgetUser(other.id);
    const read = await other.call('GET', '/api/posts');
    expect(read.statusCode).toBe(403);
    expect(errorOf(read).code).toBe('account_suspended');

    // It ends on time.
    await world.t.app.ctx.db
      .updateTable('user')
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where('id', '=', member.id)
      .execute();
    expect((await signIn(member.email)).statusCode).toBe(200);
  });

  it('ban: sessions end and sign-in is refused for good, by email and by a child’s username', async () => {
    const member = await newMember(world.t, 'Banned Member');
    const postId = await publish(member, 'Before the ban');
    expect(
      (await act(world.moderator, { surface: 'post', itemId: postId, action: 'ban', ruleId: 'no-hate' })).statusCode,
    ).toBe(201);
    expect((await member.call('GET', '/api/me')).statusCode).toBe(401);
    const res = await signIn(member.email);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('account_banned');
    expect(await sessionsOf(member.id)).toBe(0);
    const wrong = await world.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: 'not-the-password' },
    });
    // A wrong password learns nothing about the ban.
    expect(wrong.statusCode).toBe(401);

    const { signUpChild } = await import('../../test/children.js');
    const child = await signUpChild(world.t);
    await world.t.app.ctx.db.updateTable('user').set({ bannedAt: new Date() }).where('id', '=', child.id).execute();
    await world.t.app.ctx.db.deleteFrom('session').where('userId', '=', child.id).execute();
    const byUsername = await world.t.app.inject({
      method: 'POST',
      url: '/api/children/sign-in',
      payload: { username: child.username, password: child.password },
    });
    expect(byUsername.statusCode).toBe(403);
    expect(errorOf(byUsername).code).toBe('account_banned');
    expect(await sessionsOf(child.id)).toBe(0);
  });
});
