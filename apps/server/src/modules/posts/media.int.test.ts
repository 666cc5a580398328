import type { Post } from '@storyloom/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';

let t: TestApp;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Media');
  b = await newMember(t, 'Ben Media');
});
afterAll(async () => {
  await t.close();
});

/** A multipart body: the text fields first, then the file. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----storyloom${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(m: Member | null, fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/posts/media',
    payload,
    headers: { ...headers, ...(m ? { cookie: m.cookie } : {}) },
  });
}

const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#8B5CF6' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .toBuffer();
// The smallest thing file-type calls an MP4: an 'ftyp' box with the mp42 brand.
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypmp42'),
  Buffer.alloc(4),
  Buffer.from('mp42isom'),
]);

describe('image and video posts', () => {
  it('stores an image re-encoded as WebP, scaled to 1600 px, without metadata', async () => {
    const res = await upload(
      a,
      { content: 'My poster', visibility: 'public' },
      { name: 'poster.png', type: 'image/png', bytes: await png() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = json<Post>(res);
    expect(post).toMatchObject({ type: 'image', content: 'My poster', media: { kind: 'image' } });
    const url = post.media?.kind === 'image' ? post.media.url : '';
    expect(url).toMatch(/^\/uploads\/posts\/.+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
  });

  it('stores a video checked by its content', async () => {
    const res = await upload(b, { visibility: 'private' }, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4 });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Post>(res)).toMatchObject({ type: 'video', visibility: 'private', media: { kind: 'video' } });
  });

  it('refuses a file that is not what it claims (415), a too large image (413), no file, and a guest', async () => {
    const fake = await upload(
      a,
      {},
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') },
    );
    expect(fake.statusCode).toBe(415);
    const huge = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await upload(a, {}, { name: 'big.png', type: 'image/png', bytes: huge })).statusCode).toBe(413);
    expect((await upload(a, { bogus: '1' }, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4 })).statusCode).toBe(400);
    const json415 = await a.call('POST', '/api/posts/media', { content: 'x' });
    expect(json415.statusCode).toBe(415);
    expect((await upload(null, {}, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4 })).statusCode).toBe(401);
  });

  it('deletes the stored file with the post', async () => {
    const res = await upload(a, {}, { name: 'p.png', type: 'image/png', bytes: await png() });
    const post = json<Post>(res);
    const url = post.media?.kind === 'image' ? post.media.url : '';
    expect((await a.call('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
