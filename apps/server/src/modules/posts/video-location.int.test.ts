import type { Post } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { multipartBody } from '../../test/uploads.js';
import { appleMeta, box, ISO6709, lociBox, mdat, mp4, trak, webm, webmTags, xyzAtom } from '../../test/video.js';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Vera Video');
});
afterAll(async () => {
  await t.close();
});

function post(bytes: Buffer, name = 'clip.mp4', type = 'video/mp4') {
  const { payload, headers } = multipartBody(
    { filename: name, contentType: type, bytes },
    { content: 'My clip', visibility: 'public' },
  );
  return t.app.inject({ method: 'POST', url: '/api/posts/media', payload, headers: { ...headers, cookie: a.cookie } });
}

/** Posts the video (it must be accepted) and reads back the bytes the app serves for it. */
async function storedBytes(bytes: Buffer, name?: string, type?: string): Promise<Buffer> {
  const res = await post(bytes, name, type);
  expect(res.statusCode, res.body).toBe(201);
  const created = json<Post>(res);
  expect(created.media?.kind).toBe('video');
  const url = created.media?.kind === 'video' ? created.media.url : '';
  const file = await a.call('GET', url);
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('finding 8: location metadata in posted videos', () => {
  it('finding 8: an MP4 whose moov/udta carries a ©xyz GPS atom is stored without it (same size)', async () => {
    const sent = mp4([box('udta', xyzAtom(), box('\u00a9too', Buffer.from('Lavf60')))]);
    expect(has(sent, ISO6709)).toBe(true);
    const stored = await storedBytes(sent);
    expect(stored.length).toBe(sent.length);
    expect(has(stored, ISO6709)).toBe(false);
    expect(has(stored, '\u00a9xyz')).toBe(false);
    // Everything outside the user data is untouched: the movie still plays the same.
    expect(stored.subarray(0, 24)).toEqual(sent.subarray(0, 24));
    expect(stored.subarray(-72)).toEqual(sent.subarray(-72));
  });

  it('finding 8: an MP4 without location metadata is stored byte for byte', async () => {
    const sent = mp4([trak('avc1')]);
    expect(await storedBytes(sent)).toEqual(sent);
  });

  it("finding 8: a loci box in a track, and Apple's ISO6709 location key, are removed too", async () => {
    const sent = mp4([
      trak('avc1', box('udta', lociBox('Home sweet home'))),
      appleMeta([
        ['com.apple.quicktime.make', 'Apple'],
        ['com.apple.quicktime.location.ISO6709', ISO6709],
      ]),
    ]);
    const stored = await storedBytes(sent);
    expect(stored.length).toBe(sent.length);
    for (const text of [ISO6709, 'Home sweet home', 'loci', 'com.apple.quicktime.location']) {
      expect(has(stored, text), text).toBe(false);
    }
  });

  it('finding 8: a video whose location sits in its media data is refused with 400 and a clear message', async () => {
    for (const sent of [
      mp4([trak('avc1')], mdat(Buffer.concat([Buffer.alloc(40, 1), Buffer.from(ISO6709), Buffer.alloc(40, 2)]))),
      mp4([trak('avc1'), trak('gpmd')]),
    ]) {
      const res = await post(sent);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ error: { code: string; message: string } }>(res).error).toEqual({
        code: 'video_location',
        message: 'This video contains location data. Remove it and try again.',
      });
    }
  });

  it('finding 8: a WebM whose Tags carry a location tag is refused; one without is stored as sent', async () => {
    const tagged = await post(webm(webmTags('RECORDING_LOCATION', 'Golden Gate Park')), 'clip.webm', 'video/webm');
    expect(tagged.statusCode, tagged.body).toBe(400);
    expect(json<{ error: { code: string } }>(tagged).error.code).toBe('video_location');
    const plain = webm(webmTags('TITLE', 'My holiday'));
    expect(await storedBytes(plain, 'clip.webm', 'video/webm')).toEqual(plain);
  });
});
