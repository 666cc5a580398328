import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { signUpAndIn } from '../test/users.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpAndIn(t.app, t.mails));
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  const body = json<ErrorBody>(res as never);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  if (code) expect(body.error.code).toBe(code);
  expect(res.body).not.toMatch(/at .*\.(js|ts):\d+|select |insert into/i);
}

describe('bad input gets a 400 in the error shape, never a 500', () => {
  const signUp = '/api/auth/sign-up/email';

  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: signUp,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectError(res, 400);
  });

  it('unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: signUp,
      payload: { name: 'A', email: 'a@example.com', password: 'secret-pass', isAdmin: true },
    });
    expectError(res, 400, 'validation_failed');
  });

  it('an over-long email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: signUp,
      payload: { name: 'A', email: `${'a'.repeat(300)}@example.com`, password: 'secret-pass' },
    });
    expectError(res, 400, 'validation_failed');
  });

  it('the spec email validator message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: signUp,
      payload: { name: 'A', email: 'ada@localhost', password: 'secret-pass' },
    });
    expectError(res, 400, 'validation_failed');
    expect(json<ErrorBody>(res).error.message).toBe('Email domain must include a dot (.)');
  });

  it('a wrong-type body', async () => {
    for (const payload of [{ name: 1, email: ['x'], password: null }, [1, 2, 3], 'just a string']) {
      const res = await t.app.inject({ method: 'POST', url: signUp, payload: payload as never });
      expectError(res, 400);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 5, password: {} },
    });
    expectError(signIn, 400);
  });

  it('unknown fields and wrong types on our own routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { cookie },
      payload: { extra: 1 },
    });
    expectError(res, 400, 'validation_failed');
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/users?page=abc', headers: { cookie } });
    expectError(page, 400, 'validation_failed');
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expectError(res, 404, 'not_found');
    const post = await t.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expectError(post, 404, 'not_found');
  });

  it('a cross-origin state-changing request is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expectError(res, 403);
  });
});
