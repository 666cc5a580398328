import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwksVerifier, type Jwks } from '../../auth/jwks-verifier.js';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail, verificationLink } from '../../test/users.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-h3-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Storyloom</title><div id="root"></div>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

type ErrorBody = { error: { code: string; message: string } };

describe('security headers', () => {
  it('are present on pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it.each(['/api/health', '/api/nothing-here'])('on API answers (%s) allow no content at all', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('CSRF: cross-origin state-changing requests', () => {
  it('refuses a foreign Origin, an opaque Origin, a cross-site fetch and a foreign Referer; accepts ours', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const refresh = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/session/refresh', payload: {}, headers: { cookie, ...headers } });
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const res = await refresh(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(json<ErrorBody>(res).error.code).toBe('cross_origin_refused');
    }
    expect((await refresh({ origin: t.config.appUrl, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a@example.com', password: 'x-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(signIn.statusCode).toBe(403);
  });
});

describe('GET /api/connection', () => {
  it('reports the app, database and auth service, and whether this browser has a session', async () => {
    const guest = json<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: '/api/connection' }));
    expect(guest).toMatchObject({ connected: true, database: 'ok', auth: 'ok', authSession: 'none', session: null });
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const res = await t.app.inject({ method: 'GET', url: '/api/connection', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json<{ authSession: string; session: { expiresAt: string; assuranceLevel: string } }>(res);
    expect(body.authSession).toBe('active');
    expect(body.session.assuranceLevel).toBe('aal1');
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('POST /api/session/clear', () => {
  it('ends the session on the server and expires every auth cookie; works for a guest too', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/clear',
      payload: {},
      headers: { cookie: `${cookie}; storyloom.two_factor=abc; theme=dark` },
    });
    expect(json(res)).toEqual({ cleared: true, signedOut: true });
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookies.some((c) => /^storyloom\.session_token=; Max-Age=0/.test(c))).toBe(true);
    expect(setCookies.some((c) => /^storyloom\.two_factor=; Max-Age=0/.test(c))).toBe(true);
    expect(setCookies.some((c) => c.startsWith('theme='))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: '/api/session/clear', payload: {} });
    expect(json(guest)).toEqual({ cleared: true, signedOut: false });
    const extra = await t.app.inject({ method: 'POST', url: '/api/session/clear', payload: { all: true } });
    expect(extra.statusCode).toBe(400);
  });
});

describe('change password', () => {
  const change = (cookie: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: body, headers: { cookie } });

  it('verifies the current password, ends the other sessions, keeps this one', async () => {
    const user = await signUpAndIn(t.app, t.mails);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    const otherCookie = cookieFrom(other);

    const wrong = await change(user.cookie, {
      currentPassword: 'nope-nope',
      newPassword: 'new-pass-1',
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).error.message).toBe('Current password is incorrect');
    const short = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'abcdefg',
      revokeOtherSessions: true,
    });
    expect(json<ErrorBody>(short).error.message).toBe('Password must be at least 8 characters');
    const keepOthers = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'new-pass-1',
      revokeOtherSessions: false,
    });
    expect(keepOthers.statusCode).toBe(400);

    const ok = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'new-pass-1',
      revokeOtherSessions: true,
    });
    expect(ok.statusCode).toBe(200);
    const current = cookieFrom(ok);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: current } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherCookie } })).statusCode).toBe(
      401,
    );
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'new-pass-1', newPassword: 'x-pass-22', revokeOtherSessions: true },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('JWKS', () => {
  it('publishes the signing keys at /.well-known/jwks.json; a session token verifies against them', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const me = json<{ user: { id: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
    );
    const tokenRes = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    const { token } = json<{ token: string }>(tokenRes);
    const load = async () => json<Jwks>(await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' }));
    const jwks = await load();
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const verify = createJwksVerifier(load, { issuer: t.config.appUrl, audience: t.config.appUrl });
    await expect(verify(token)).resolves.toMatchObject({ sub: me.user.id });
    await expect(verify(`${token.slice(0, -4)}AAAA`)).rejects.toThrow('Invalid JWT signature');
  });
});

describe('sign-up with a username (combined auth screen)', () => {
  it('uses a free username and keeps the default when it is taken or malformed', async () => {
    const signUp = async (username: unknown) => {
      const email = uniqueEmail('named');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Named', email, password: 'secret-pass-1', username, ...ADULT_BIRTH_MONTH },
      });
      return { res, email };
    };
    const first = await signUp('robin_42');
    expect(first.res.statusCode).toBe(200);
    const second = await signUp('robin_42');
    expect(second.res.statusCode).toBe(200);
    expect((await signUp('Robin!')).res.statusCode).toBe(400);
    const names = await t.app.ctx.db
      .selectFrom('profiles')
      .innerJoin('user', 'user.id', 'profiles.id')
      .select(['user.email', 'profiles.username'])
      .where('user.email', 'in', [first.email, second.email])
      .execute();
    const byEmail = Object.fromEntries(names.map((n) => [n.email, n.username]));
    expect(byEmail[first.email]).toBe('robin_42');
    expect(byEmail[second.email]).toMatch(/^user_[0-9a-f]{8}$/);
    expect(verificationLink(t.mails, first.email)).toContain('/api/auth/verify-email');
  });
});
