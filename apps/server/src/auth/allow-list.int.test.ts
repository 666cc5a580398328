import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { signUpAndIn } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const notFound = { error: { code: 'not_found', message: expect.any(String) } };

describe('the better-auth mount serves only the endpoints our clients use', () => {
  it('finding 2: unlisted better-auth endpoints answer 404 in our error shape, even with the right password', async () => {
    const { cookie, password } = await signUpAndIn(t.app, t.mails);
    const verify = (guess: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-password',
        headers: { cookie },
        payload: { password: guess },
      });
    const wrong: number[] = [];
    for (let i = 0; i < 40; i++) wrong.push((await verify(`wrong-guess-${i}`)).statusCode);
    const right = await verify(password);
    expect(right.statusCode, 'the right password after 40 wrong guesses').toBe(404);
    expect(json(right)).toEqual(notFound);
    expect(new Set(wrong)).toEqual(new Set([404]));

    const unlisted: Array<['GET' | 'POST', string, object?]> = [
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(20_000) }],
      ['POST', '/api/auth/two-factor/get-totp-uri', { password }],
      ['POST', '/api/auth/two-factor/send-otp', {}],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/delete-user', { password }],
      ['GET', '/api/auth/jwks'],
      ['POST', '/api/auth/get-session', {}],
    ];
    for (const [method, url, payload] of unlisted) {
      const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(json(res), `${method} ${url}`).toEqual(notFound);
    }

    // The listed ones still answer, and the session is untouched by the refused calls.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(json<{ user: { name: string } }>(session).user.name).toBe('Test Creator');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/auth/get-session', headers: { cookie } });
    expect(head.statusCode).toBe(200);
  });
});
