import type { Finding } from '@storyloom/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../test/app.js';
import { bornYearsAgo, signUpChild, uniqueUsername } from '../test/children.js';
import { type Member, newMember, publish } from '../test/community.js';
import { createLearningTestApp, STORY } from '../test/learning.js';
import { filesUnder, multipartBody } from '../test/uploads.js';
import { uniqueEmail } from '../test/users.js';

/** Issue 16: the safety filter before anything is stored, on every write path (decisions 1610-1612). */
let t: TestApp;
beforeAll(async () => {
  t = await createLearningTestApp();
});
afterAll(async () => {
  await t.close();
});

const PHONE_TEXT = 'call me at 555-123-4567';
const SWEARING = 'what the fuck is this';
const CLEAN = 'I finished my first comic strip today';
const error = (res: { body: string }) =>
  (
    JSON.parse(res.body) as {
      error: { code: string; message: string; details?: { findings?: Finding[]; until?: string } };
    }
  ).error;
const db = () => t.app.ctx.db;

const teen = () => newMember(t, 'Teen Writer', bornYearsAgo(15));
const adult = () => newMember(t, 'Adult Writer');
async function child() {
  const account = await signUpChild(t);
  // A parent approved: the account may write.
  await db().updateTable('user').set({ consentState: 'granted' }).where('id', '=', account.id).execute();
  t.app.ctx.sessions.forgetUser(account.id);
  const call: Member['call'] = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: account.cookie },
      ...(payload ? { payload: payload as object } : {}),
    });
  return { id: account.id, cookie: account.cookie, email: account.email, call };
}
const postsBy = async (id: string) =>
  (await db().selectFrom('posts').select('content').where('author_id', '=', id).execute()).map((r) => r.content);

describe('personal information', () => {
  it('shows a teen the coach (422 with the findings), stores nothing, and publishes when acknowledged', async () => {
    const member = await teen();
    const res = await member.call('POST', '/api/posts', { type: 'post', content: PHONE_TEXT });
    expect(res.statusCode).toBe(422);
    const { code, details, message } = error(res);
    expect(code).toBe('personal_info_found');
    expect(details?.findings?.map((f) => f.kind)).toContain('phone');
    expect(details?.findings?.find((f) => f.kind === 'phone')).toMatchObject({ field: 'content' });
    expect(message).toMatch(/phone/i);
    expect(await postsBy(member.id)).toEqual([]);

    const anyway = await member.call('POST', '/api/posts', {
      type: 'post',
      content: PHONE_TEXT,
      acknowledgePersonalInfo: true,
    });
    expect(anyway.statusCode).toBe(201);
    expect(await postsBy(member.id)).toEqual([PHONE_TEXT]);
  });

  it('coaches an adult too (decision 1611)', async () => {
    const member = await adult();
    const res = await member.call('POST', '/api/posts', { type: 'post', content: PHONE_TEXT });
    expect(res.statusCode).toBe(422);
    expect(error(res).code).toBe('personal_info_found');
  });

  it('refuses a child outright, naming what was found, even with the acknowledgement', async () => {
    const kid = await child();
    for (const payload of [
      { type: 'post', content: PHONE_TEXT },
      { type: 'post', content: PHONE_TEXT, acknowledgePersonalInfo: true },
    ]) {
      const res = await kid.call('POST', '/api/posts', payload);
      expect(res.statusCode).toBe(422);
      expect(error(res).code).toBe('personal_info_refused');
      expect(error(res).message).toMatch(/phone number/i);
      expect(error(res).message).toMatch(/nothing was saved/i);
    }
    expect(await postsBy(kid.id)).toEqual([]);
    // Harmless text goes through.
    expect((await kid.call('POST', '/api/posts', { type: 'post', content: CLEAN })).statusCode).toBe(201);
  });

  it('screens comments, post edits, profiles, spaces, events and module discussions', async () => {
    const member = await teen();
    const postId = await publish(member, CLEAN);
    const commentRes = await member.call('POST', `/api/posts/${postId}/comments`, { content: CLEAN });
    const commentId = json<{ id: string }>(commentRes).id;
    const future = new Date(Date.now() + 7 * 86400_000).toISOString();
    const event = { type: 'workshop', startsAt: future, location: 'Online', maxAttendees: null };
    expect((await member.call('POST', `/api/courses/${STORY}/enrollment`, {})).statusCode).toBeLessThan(300);
    const writes: Array<[string, string, Record<string, unknown>]> = [
      ['POST', `/api/posts/${postId}/comments`, { content: PHONE_TEXT }],
      ['PATCH', `/api/comments/${commentId}`, { content: PHONE_TEXT }],
      ['PATCH', `/api/posts/${postId}`, { content: PHONE_TEXT }],
      ['PATCH', '/api/profile', { bio: PHONE_TEXT }],
      ['POST', '/api/spaces', { name: 'Comics club', description: PHONE_TEXT }],
      ['POST', '/api/events', { ...event, title: 'Drawing hour', description: PHONE_TEXT }],
      [
        'POST',
        '/api/events',
        { ...event, title: 'Drawing hour', description: CLEAN, agenda: [{ time: '10:00', title: PHONE_TEXT }] },
      ],
      ['POST', `/api/courses/${STORY}/modules/1/comments`, { body: PHONE_TEXT }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await member.call(method as 'POST', url, payload);
      expect({ url, method, status: res.statusCode, code: error(res).code }).toEqual({
        url,
        method,
        status: 422,
        code: 'personal_info_found',
      });
    }
    // Nothing of it was stored.
    const stored = await Promise.all([
      db().selectFrom('post_comments').select('content').where('author_id', '=', member.id).execute(),
      db().selectFrom('profiles').select('bio').where('id', '=', member.id).executeTakeFirstOrThrow(),
      db().selectFrom('spaces').select('id').where('name', '=', 'Comics club').execute(),
      db().selectFrom('events').select('id').where('created_by', '=', member.id).execute(),
      db().selectFrom('module_comments').select('id').where('user_id', '=', member.id).execute(),
    ]);
    expect(stored[0].map((c) => c.content)).toEqual([CLEAN]);
    expect(stored[1].bio).toBeNull();
    expect(stored[2]).toEqual([]);
    expect(stored[3]).toEqual([]);
    expect(stored[4]).toEqual([]);
    expect(await postsBy(member.id)).toEqual([CLEAN]);
    // Acknowledged, each goes through.
    for (const [method, url, payload] of writes) {
      const res = await member.call(method as 'POST', url, { ...payload, acknowledgePersonalInfo: true });
      expect({ url, ok: res.statusCode < 300 }).toEqual({ url, ok: true });
    }
  });

  it('lets an adult’s event name its place, but not swear in it', async () => {
    const member = await adult();
    const startsAt = new Date(Date.now() + 86400_000).toISOString();
    const base = {
      type: 'workshop',
      title: 'Zine swap',
      description: 'Bring your zines',
      startsAt,
      maxAttendees: null,
    };
    const placed = await member.call('POST', '/api/events', { ...base, location: '221 Baker Street, London' });
    expect(placed.statusCode).toBe(201);
    const sworn = await member.call('POST', '/api/events', { ...base, location: `${SWEARING} hall` });
    expect(error(sworn).code).toBe('language_refused');
  });

  it('checks an image post’s text before its file is stored', async () => {
    const member = await teen();
    const images = () => filesUnder(t.config.dataDir).filter((f) => f.endsWith('.webp')).length;
    const before = images();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const file = { filename: 'a.png', contentType: 'image/png', bytes: png };
    const send = (fields: Record<string, string>) => {
      const body = multipartBody(file, fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/posts/media',
        headers: { ...body.headers, cookie: member.cookie },
        payload: body.payload,
      });
    };
    const res = await send({ content: PHONE_TEXT });
    expect(res.statusCode).toBe(422);
    expect(error(res).code).toBe('personal_info_found');
    expect(images()).toBe(before);
    expect((await send({ content: PHONE_TEXT, acknowledgePersonalInfo: 'true' })).statusCode).toBe(201);
  });
});

describe('language and the graded mutes', () => {
  it('refuses language for everyone, and the third refusal within the window mutes writing', async () => {
    const member = await teen();
    const postId = await publish(member, CLEAN);
    const first = await member.call('POST', `/api/posts/${postId}/comments`, { content: SWEARING });
    expect(first.statusCode).toBe(422);
    expect(error(first).code).toBe('language_refused');
    expect(error(first).details?.findings?.[0]?.kind).toBe('language');
    expect(error(first).message).toMatch(/2 more times/);
    // The acknowledgement is for personal information only.
    const second = await member.call('PATCH', '/api/profile', { bio: SWEARING, acknowledgePersonalInfo: true });
    expect(error(second).code).toBe('language_refused');
    expect(error(second).message).toMatch(/1 more time\b/);

    const third = await member.call('POST', '/api/posts', { type: 'post', content: SWEARING });
    expect(third.statusCode).toBe(403);
    const muted = error(third);
    expect(muted.code).toBe('writing_muted');
    expect(muted.message).toMatch(/paused for 10 minutes/);
    const until = new Date(muted.details?.until ?? 0).getTime();
    expect(until).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    // Nothing was stored, the strikes and the audit row were.
    expect(await postsBy(member.id)).toEqual([CLEAN]);
    const strikes = await db().selectFrom('language_strikes').select('id').where('user_id', '=', member.id).execute();
    expect(strikes).toHaveLength(3);
    const audit = await db()
      .selectFrom('moderation_actions')
      .selectAll()
      .where('subject_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'auto_mute', moderator_id: null, item_id: member.id, surface: 'profile' });
    expect(new Date(audit.ends_at as Date).getTime()).toBe(until);

    // The mute holds at once, for harmless text too (the session was read again).
    const fourth = await member.call('POST', '/api/posts', { type: 'post', content: CLEAN });
    expect(fourth.statusCode).toBe(403);
    expect(error(fourth).code).toBe('writing_muted');
  });

  it('mutes for longer each time within the window', async () => {
    const member = await adult();
    const swear = () => member.call('POST', '/api/posts', { type: 'post', content: SWEARING });
    for (let i = 0; i < 2; i++) expect((await swear()).statusCode).toBe(422);
    expect(error(await swear()).details?.until).toBeTruthy();
    // The pause ends…
    await db()
      .updateTable('user')
      .set({ mutedUntil: new Date(Date.now() - 1000) })
      .where('id', '=', member.id)
      .execute();
    t.app.ctx.sessions.forgetUser(member.id);
    // …and the next refusal within the window pauses again, three times longer.
    const again = error(await swear());
    expect(again.code).toBe('writing_muted');
    expect(again.message).toMatch(/paused for 30 minutes/);
  });

  it('refuses a swearing or personal name at sign-up, and a child’s username', async () => {
    const signUp = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name, email: uniqueEmail(), password: 'secret-pass-1', ...bornYearsAgo(30) },
      });
    const sworn = await signUp('Fuck Face');
    expect(sworn.statusCode).toBe(422);
    expect(error(sworn).code).toBe('language_refused');
    const phone = await signUp('Sam 555-123-4567');
    expect(phone.statusCode).toBe(422);
    expect(error(phone).code).toBe('personal_info_refused');
    expect((await signUp('Sam Rivers')).statusCode).toBe(200);

    await expect(signUpChild(t, { username: `fuck_${uniqueUsername('x').slice(2, 10)}` })).rejects.toThrow(
      /422.*language_refused/,
    );
  });
});
