import type { Post } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, type Member, newMember } from '../../test/community.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../../test/fakes/fake-s3.js';
import { multipartBody } from '../../test/uploads.js';
import { mp4, trak } from '../../test/video.js';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let author: Member;
let other: Member;
beforeAll(async () => {
  fake = await startFakeS3('media-bucket');
  t = await createTestApp({
    S3_ENDPOINT: fake.endpoint,
    S3_BUCKET: 'media-bucket',
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });
  author = await newMember(t, 'Sam Sthree');
  other = await newMember(t, 'Oda Other');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('finding 8: private post media with S3_* set', () => {
  it("finding 8: a private post's video is proxied from the bucket to its author only, never cached, never on /uploads", async () => {
    expect(t.app.storage.kind).toBe('s3');
    const video = mp4([trak('avc1')]);
    const { payload, headers } = multipartBody(
      { filename: 'clip.mp4', contentType: 'video/mp4', bytes: video },
      { visibility: 'private' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/media',
      payload,
      headers: { ...headers, cookie: author.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = json<Post>(res);
    const url = post.media?.kind === 'video' ? post.media.url : '';
    const [key] = [...fake.objects.keys()];
    expect(key).toMatch(/^posts\/.+\.mp4$/);

    const served = await author.call('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload).toEqual(video);
    expect((await guestCall(t, 'GET', url)).statusCode).toBe(401);
    expect((await other.call('GET', url)).statusCode).toBe(404);
    expect((await guestCall(t, 'GET', `/uploads/${key}`)).statusCode).toBe(404);

    expect((await author.call('PATCH', `/api/posts/${post.id}`, { visibility: 'public' })).statusCode).toBe(200);
    const publicUrl = json<Post>(await other.call('GET', `/api/posts/${post.id}`)).media;
    expect(publicUrl).toEqual({ kind: 'video', url: `/uploads/${key}` });
    const open = await guestCall(t, 'GET', `/uploads/${key}`);
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload).toEqual(video);
  });
});
