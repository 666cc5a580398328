import path from 'node:path';
import { consentPendingMessage, maskEmail } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type ChildAccount, signUpChild } from '../../test/children.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { changedTables, createContentDigest } from '../../test/robustness/snapshot.js';
import { multipartBody } from '../../test/uploads.js';

let t: TestApp;
let adult: Member;
let child: ChildAccount;
let postId: string;
let digest: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  adult = await newMember(t, 'Holding Neighbour');
  postId = await publish(adult, 'A post the held child may read but not answer');
  child = await signUpChild(t, { parentEmail: 'sam.parent@example.com' });
  digest = await createContentDigest(t.app.ctx.db as Kysely<unknown>, path.join(t.config.dataDir, 'uploads'));
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };
type Call = { what: string; method: 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object; multipart?: boolean };

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();

const WRITES: Call[] = [
  { what: 'a post', method: 'POST', url: '/api/posts', payload: { type: 'post', content: 'Hello everyone' } },
  { what: 'a media post', method: 'POST', url: '/api/posts/media', multipart: true },
  { what: 'a comment', method: 'POST', url: '/api/posts/:postId/comments', payload: { content: 'Nice!' } },
  { what: 'a like', method: 'PUT', url: '/api/posts/:postId/like' },
  { what: 'a follow', method: 'PUT', url: '/api/members/:adultId/follow' },
  { what: 'a space', method: 'POST', url: '/api/spaces', payload: { name: 'Held space' } },
  {
    what: 'an event',
    method: 'POST',
    url: '/api/events',
    payload: {
      title: 'Held workshop',
      type: 'workshop',
      description: 'An event a held account tries to host',
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      location: 'Online',
      maxAttendees: null,
    },
  },
  { what: 'an avatar upload', method: 'POST', url: '/api/profile/avatar', multipart: true },
  { what: 'an AI story', method: 'POST', url: '/api/ai/story', payload: { prompt: 'A dragon who learns to bake' } },
  { what: 'a profile edit', method: 'PATCH', url: '/api/profile', payload: { bio: 'I like dragons' } },
];

async function send(call: Call, cookie: string) {
  const url = call.url.replace(':postId', postId).replace(':adultId', adult.id);
  if (call.multipart) {
    const body = multipartBody({ filename: 'me.png', contentType: 'image/png', bytes: await png() }, { content: 'Hi' });
    return t.app.inject({ method: call.method, url, payload: body.payload, headers: { ...body.headers, cookie } });
  }
  return t.app.inject({
    method: call.method,
    url,
    headers: { cookie },
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

describe('a child account waiting for a parent', () => {
  it.each(WRITES.map((c) => [c.what, c] as const))(
    'is refused %s with who was asked, and nothing changes',
    async (_, call) => {
      const before = await digest();
      const res = await send(call, child.cookie);
      expect(res.statusCode).toBe(403);
      const { error } = json<ErrorBody>(res);
      expect(error.code).toBe('consent_pending');
      expect(error.message).toBe(consentPendingMessage(maskEmail(child.parentEmail)));
      expect(error.message).toContain(maskEmail(child.parentEmail));
      expect(res.body).not.toContain(child.parentEmail);
      expect(changedTables(before, await digest())).toEqual([]);
    },
  );

  it('still browses courses and its own account', async () => {
    for (const url of ['/api/courses', '/api/me', '/api/session', '/api/me/parent-link', '/api/notifications']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: child.cookie } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('posts once a parent has approved', async () => {
    const other = await signUpChild(t);
    await t.app.ctx.db.updateTable('user').set({ consentState: 'granted' }).where('id', '=', other.id).execute();
    t.app.ctx.sessions.forgetUser(other.id);
    const post = WRITES[0] as Call;
    expect((await send(post, other.cookie)).statusCode).toBe(201);
    expect((await send(WRITES[3] as Call, other.cookie)).statusCode).toBeLessThan(300);
  });
});
