import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { jpegWithGps, multipartBody } from '../../test/uploads.js';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Fern Files');
});
afterAll(async () => {
  await t.close();
});

async function sendFile(method: 'POST' | 'PATCH', url: string) {
  const bytes = await jpegWithGps(40, 30);
  const { payload, headers } = multipartBody({ filename: 'a.jpg', contentType: 'image/jpeg', bytes });
  return t.app.inject({ method, url, payload, headers: { ...headers, cookie: a.cookie } });
}

describe('multipart bodies only where a route takes a file (issue 20)', () => {
  it('a route that takes a file reads it', async () => {
    const res = await sendFile('POST', '/api/profile/avatar');
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['POST', '/api/posts'],
    ['PATCH', '/api/profile'],
  ] as const)('%s %s refuses a multipart body with 415 and changes nothing', async (method, url) => {
    const before = await a.call('GET', '/api/profile');
    const res = await sendFile(method, url);
    expect(res.statusCode).toBe(415);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('unsupported_media_type');
    expect((await a.call('GET', '/api/profile')).body).toBe(before.body);
  });
});
