import type { Post } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, type Member, newMember } from '../../test/community.js';
import { multipartBody } from '../../test/uploads.js';

let t: TestApp;
let author: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await newMember(t, 'Pia Private');
  other = await newMember(t, 'Oli Other');
});
afterAll(async () => {
  await t.close();
});

async function postImage(visibility: 'public' | 'private'): Promise<Post> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody(
    { filename: 'diary.png', contentType: 'image/png', bytes },
    { content: 'Just for me', visibility },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts/media',
    payload,
    headers: { ...headers, cookie: author.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Post>(res);
}

const urlOf = (post: Post) => (post.media?.kind === 'image' ? post.media.url : '');
const asViewer = async (post: Post) => json<Post>(await author.call('GET', `/api/posts/${post.id}`));

function expectServedPrivately(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

function expectRefused(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
}

describe('finding 8: media of private posts', () => {
  it("finding 8: a private post's media is refused to a guest and to other members, and served to its author with cache-control private, no-store", async () => {
    const post = await postImage('private');
    const url = urlOf(post);
    expect(url).not.toBe('');
    expectRefused(await guestCall(t, 'GET', url), 401);
    expectRefused(await other.call('GET', url), 404);
    expectServedPrivately(await author.call('GET', url));
    const head = await t.app.inject({ method: 'HEAD', url, headers: { cookie: author.cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('private, no-store');
    expect(head.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('finding 8: the file of a private post is never served on the public /uploads path', async () => {
    const post = await postImage('public');
    const publicUrl = urlOf(post);
    expect(publicUrl).toMatch(/^\/uploads\/posts\//);
    expect((await guestCall(t, 'GET', publicUrl)).headers['cache-control']).toMatch(/^public/);

    // Made private: the address it had while public stops answering, for everyone.
    expect((await author.call('PATCH', `/api/posts/${post.id}`, { visibility: 'private' })).statusCode).toBe(200);
    const privateUrl = urlOf(await asViewer(post));
    expect(privateUrl).not.toBe(publicUrl);
    for (const get of [
      (u: string) => guestCall(t, 'GET', u),
      (u: string) => other.call('GET', u),
      (u: string) => author.call('GET', u),
    ]) {
      const res = await get(publicUrl);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expectServedPrivately(await author.call('GET', privateUrl));
    expectRefused(await other.call('GET', privateUrl), 404);

    // Public again: the public, cacheable path serves it to anyone once more.
    expect((await author.call('PATCH', `/api/posts/${post.id}`, { visibility: 'public' })).statusCode).toBe(200);
    const again = urlOf(json<Post>(await other.call('GET', `/api/posts/${post.id}`)));
    expect(again).toBe(publicUrl);
    const res = await guestCall(t, 'GET', again);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('finding 8: the media route answers 404 for a post without media, an unknown post, and a deleted one', async () => {
    const text = json<Post>(await author.call('POST', '/api/posts', { type: 'post', content: 'No picture' }));
    expectRefused(await author.call('GET', `/api/posts/${text.id}/media`), 404);
    expectRefused(await author.call('GET', '/api/posts/00000000-0000-4000-8000-000000000000/media'), 404);
    const post = await postImage('private');
    const url = urlOf(post);
    expect((await author.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expectRefused(await author.call('GET', url), 404);
  });
});
