import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (cookie: string, website: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { website }, headers: { cookie } });

describe('profile website link', () => {
  it.each([
    'https://ok.example\\@evil.example/',
    'https://ok.example@evil.example/',
    'https://user:pw@evil.example/',
    'https://ok.example/a\u0000',
    '\thttps://ok.example',
  ])('finding 9: PATCH /api/profile refuses the website %j with 400 and keeps the old one', async (website) => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    expect((await patch(cookie, 'https://mine.example/')).statusCode).toBe(200);
    const res = await patch(cookie, website);
    expect(res.statusCode, res.body).toBe(400);
    const profile = json<{ website: string | null }>(
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } }),
    );
    expect(profile.website).toBe('https://mine.example/');
  });
});
