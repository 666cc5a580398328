import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../../test/fakes/fake-s3.js';
import { filesUnder, jpegWithGps, multipartBody } from '../../test/uploads.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3('avatars-bucket');
  t = await createTestApp({
    S3_ENDPOINT: fake.endpoint,
    S3_BUCKET: 'avatars-bucket',
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('avatar upload with S3_* set', () => {
  it('stores the re-encoded file in the bucket (not on disk), serves it, and deletes the previous one', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const send = async () => {
      const body = multipartBody({ filename: 'a.jpg', contentType: 'image/jpeg', bytes: await jpegWithGps(300, 200) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(res.statusCode).toBe(200);
      return json<{ avatarUrl: string }>(res).avatarUrl;
    };
    const first = await send();
    const firstKey = first.slice('/uploads/'.length).split('?')[0] as string;
    expect([...fake.objects.keys()]).toEqual([firstKey]);
    expect(fake.objects.get(firstKey)?.contentType).toBe('image/webp');
    expect(filesUnder(`${t.config.dataDir}/uploads`)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const second = await send();
    const secondKey = second.slice('/uploads/'.length).split('?')[0] as string;
    expect([...fake.objects.keys()]).toEqual([secondKey]);
  });
});
