import type { AppNotification, ModerationNotice, Page, QueueItem } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, json, type TestApp } from './app.js';
import { type Member, newMember } from './community.js';

/** The app, an admin and a moderator the moderation suites share (set up by useModerationWorld). */
export const world = {} as { t: TestApp; admin: Member; moderator: Member };

/** One app per suite file, with an admin and a moderator granted through the real role route. */
export function useModerationWorld() {
  beforeAll(async () => {
    world.t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
    world.admin = await newMember(world.t, 'Safety Admin');
    await world.t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', world.admin.id).execute();
    world.t.app.ctx.sessions.forgetUser(world.admin.id);
    world.moderator = await newMember(world.t, 'Safety Moderator');
    const grant = await world.admin.call('PUT', `/api/admin/users/${world.moderator.id}/role`, { role: 'moderator' });
    expect(grant.statusCode, grant.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await world.t?.close();
  });
}

export const errorOf = (res: LightMyRequestResponse) =>
  json<{ error: { code: string; details?: { until?: string } } }>(res).error;

export async function report(member: Member, surface: string, itemId: string, reason = 'bullying', note?: string) {
  return member.call('POST', '/api/reports', { surface, itemId, reason, ...(note ? { note } : {}) });
}

export async function act(who: Member, body: Record<string, unknown>) {
  return who.call('POST', '/api/moderation/actions', { ruleId: 'be-kind', ...body });
}

export async function queue(query = '') {
  const res = await world.moderator.call('GET', `/api/moderation/queue${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page<QueueItem>>(res);
}

export async function stateOf(postId: string) {
  const row = await world.t.app.ctx.db
    .selectFrom('posts')
    .select('moderation_state')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return row.moderation_state;
}

export async function notificationsOf(member: Member) {
  return json<{ items: AppNotification[] }>(await member.call('GET', '/api/notifications')).items;
}

export async function noticesOf(member: Member) {
  return json<Page<ModerationNotice>>(await member.call('GET', '/api/moderation/notices'));
}
