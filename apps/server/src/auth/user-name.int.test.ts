import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

const signUp = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email: uniqueEmail('named'), password: 'secret-pass-1', ...ADULT_BIRTH_MONTH },
  });

describe('the account name', () => {
  it('finding 4: update-user cannot set a 20,000-character name (or any other field)', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails, { name: 'Robin Reader' });
    for (const payload of [{ name: 'x'.repeat(20_000) }, { name: 'Robin' }, { image: 'https://evil.example/x.png' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie }, payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const me = json<{ user: { name: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
    );
    expect(me.user.name).toBe('Robin Reader');
  });

  it('finding 4: sign-up refuses a name with a link, control characters or over the length limit', async () => {
    for (const name of [
      'Visit https://evil.example',
      'see www.evil.example',
      'Robin\u0007Bell',
      'x'.repeat(101),
      '   ',
    ]) {
      const res = await signUp(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(json<ErrorBody>(res).error.code).toBe('validation_failed');
    }
    const trimmed = await signUp('  Ada Lovelace  ');
    expect(trimmed.statusCode).toBe(200);
    expect(json<{ user: { name: string } }>(trimmed).user.name).toBe('Ada Lovelace');
  });
});
