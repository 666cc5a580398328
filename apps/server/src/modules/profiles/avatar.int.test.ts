import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@storyloom/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { corruptJpeg, exifHasGps, filesUnder, jpegWithGps, multipartBody } from '../../test/uploads.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

async function me(cookie: string) {
  return json<{ user: { id: string }; profile: { avatarUrl: string | null } }>(
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
  );
}

function upload(
  cookie: string | undefined,
  file: Parameters<typeof multipartBody>[0],
  opts: { url?: string; fields?: Record<string, string> } = {},
) {
  const body = multipartBody(file, opts.fields);
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? '/api/profile/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

describe('avatar upload', () => {
  it('stores a JPEG with GPS EXIF as a 512 px square WebP without any metadata', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const jpeg = await jpegWithGps(900, 600);
    expect(exifHasGps((await sharp(jpeg).metadata()).exif)).toBe(true);

    const res = await upload(cookie, { filename: 'holiday.jpg', contentType: 'image/jpeg', bytes: jpeg });
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = json<{ avatarUrl: string }>(res);
    const { user, profile } = await me(cookie);
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${user.id}-[0-9a-f]{16}\\.webp\\?v=\\d+$`));
    expect(profile.avatarUrl).toBe(avatarUrl);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('StoryloomTestCam'))).toBe(false);

    const onDisk = filesUnder(uploadsDir).filter((f) => f.includes(user.id));
    expect(onDisk).toHaveLength(1);
    expect(exifHasGps(fs.readFileSync(onDisk[0] as string))).toBe(false);
  });

  it('deletes the previous file when a new avatar replaces it, and on removal', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00f' } })
      .png()
      .toBuffer();
    const first = json<{ avatarUrl: string }>(
      await upload(cookie, { filename: 'a.png', contentType: 'image/png', bytes: png }),
    );
    const second = json<{ avatarUrl: string }>(
      await upload(cookie, { filename: 'b.png', contentType: 'image/png', bytes: png }),
    );
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await t.app.inject({ method: 'GET', url: first.avatarUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.avatarUrl })).statusCode).toBe(200);
    const { user } = await me(cookie);
    expect(filesUnder(uploadsDir).filter((f) => f.includes(user.id))).toHaveLength(1);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: { cookie } });
    expect(json(removed)).toEqual({ avatarUrl: null });
    expect(filesUnder(uploadsDir).filter((f) => f.includes(user.id))).toHaveLength(0);
  });

  it('refuses a 5 MB + 1 byte file with 413 and writes nothing to disk', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const before = filesUnder(uploadsDir);
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(cookie, { filename: 'big.jpg', contentType: 'image/jpeg', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(json<ErrorBody>(res).error).toEqual({
      code: 'file_too_large',
      message: 'Please select an image under 5MB.',
    });
    expect(filesUnder(uploadsDir)).toEqual(before);
    expect((await me(cookie)).profile.avatarUrl).toBeNull();
  });

  it('refuses a declared body far over the limit before reading it', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const body = multipartBody({ filename: 'x.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(10) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: body.payload,
      headers: { ...body.headers, cookie, 'content-length': String(20 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a .png that is really text (415) and a corrupt image (400) with the spec texts', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const before = filesUnder(uploadsDir);
    const text = await upload(cookie, {
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: Buffer.from('I am text, not a picture.'),
    });
    expect(text.statusCode).toBe(415);
    expect(json<ErrorBody>(text).error).toEqual({ code: 'invalid_file_type', message: 'Please select an image file.' });
    const svg = await upload(cookie, {
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(415);
    const broken = await upload(cookie, { filename: 'broken.jpg', contentType: 'image/jpeg', bytes: corruptJpeg() });
    expect(broken.statusCode).toBe(400);
    expect(json<ErrorBody>(broken).error).toEqual({
      code: 'image_error',
      message: 'There was a problem processing the image. Please try another one.',
    });
    expect(filesUnder(uploadsDir)).toEqual(before);
  });

  it('makes uploading for another user impossible: the key and the profile come from the session', async () => {
    const alice = await signUpAndIn(t.app, t.mails);
    const bob = await signUpAndIn(t.app, t.mails);
    const aliceId = (await me(alice.cookie)).user.id;
    const bobId = (await me(bob.cookie)).user.id;
    const jpeg = await jpegWithGps(60, 60);
    const file = { filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg };

    expect((await upload(bob.cookie, file, { url: `/api/profile/avatar?userId=${aliceId}` })).statusCode).toBe(400);
    expect((await upload(bob.cookie, file, { fields: { userId: aliceId } })).statusCode).toBe(400);
    expect((await me(alice.cookie)).profile.avatarUrl).toBeNull();

    const aliceUpload = json<{ avatarUrl: string }>(await upload(alice.cookie, file));
    const bobUpload = json<{ avatarUrl: string }>(await upload(bob.cookie, file));
    expect(bobUpload.avatarUrl).toContain(`/avatars/${bobId}-`);
    expect((await me(alice.cookie)).profile.avatarUrl).toBe(aliceUpload.avatarUrl);
    // Bob removing "his" avatar never touches Alice's file.
    await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: { cookie: bob.cookie } });
    expect((await t.app.inject({ method: 'GET', url: aliceUpload.avatarUrl })).statusCode).toBe(200);
  });

  it('refuses a guest (401), a JSON body (415) and a request without a file (400)', async () => {
    const jpeg = await jpegWithGps(20, 20);
    expect((await upload(undefined, { filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg })).statusCode).toBe(
      401,
    );
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: { file: 'x' },
      headers: { cookie },
    });
    expect(asJson.statusCode).toBe(415);
    const empty = Buffer.from('------b--\r\n');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: empty,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('serves only stored keys: traversal and unknown files are 404', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/secret.webp',
      '/uploads/avatars/nobody.webp',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
