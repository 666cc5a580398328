import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail } from '../test/users.js';

type ErrorBody = { error: { code: string; message: string } };

const TOO_SHORT = 'Password must be at least 8 characters';
const TOO_COMMON = 'This password is too common. Choose a longer or less common one.';
const BREACHED = 'This password has appeared in a data breach. Choose a different one.';
const BREACHED_PASSWORD = 'Breached-Passphrase-77';

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex').toUpperCase();

/** A stand-in for the Have I Been Pwned range API: knows one breached password, hangs on request. */
function startRangeServer() {
  const paths: string[] = [];
  let hang = false;
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    if (hang) return; // never answers: the app must give up on its own
    const prefix = (req.url ?? '').split('/').pop() ?? '';
    const hash = sha1(BREACHED_PASSWORD);
    const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:0', '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2'];
    if (prefix === hash.slice(0, 5)) lines.push(`${hash.slice(5)}:42`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  return new Promise<{ url: string; paths: string[]; setHang(v: boolean): void; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/range`,
        paths,
        setHang: (v) => {
          hang = v;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let t: TestApp;
let range: Awaited<ReturnType<typeof startRangeServer>>;
beforeAll(async () => {
  range = await startRangeServer();
  t = await createTestApp({ PASSWORD_BREACH_CHECK_URL: range.url });
});
afterAll(async () => {
  await t?.close();
  await range?.close();
});

const signUp = (password: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Pat Password', email: uniqueEmail('pw'), password, ...ADULT_BIRTH_MONTH },
  });

async function resetWith(newPassword: string) {
  const { email } = await signUpAndIn(t.app, t.mails);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
  const link = t.mails.findLast((m) => m.to === email && /reset/i.test(m.subject))?.text.match(/https?:\/\/\S+/)?.[0];
  const token = new URL(link as string).pathname.split('/').pop() as string;
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
}

async function changeTo(newPassword: string) {
  const user = await signUpAndIn(t.app, t.mails);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { cookie: user.cookie },
    payload: { currentPassword: user.password, newPassword, revokeOtherSessions: true },
  });
}

function expectRefused(res: Awaited<ReturnType<typeof signUp>>, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(json<ErrorBody>(res).error).toEqual({ code: 'validation_failed', message });
}

describe('password rules on sign-up, reset and change', () => {
  it('finding 5: a password shorter than 8 characters is refused', async () => {
    for (const password of ['123456', 'Ab1-xyz']) {
      expectRefused(await signUp(password), TOO_SHORT);
      expectRefused(await resetWith(password), TOO_SHORT);
      expectRefused(await changeTo(password), TOO_SHORT);
    }
  });

  it('finding 5: a common password is refused, in any letter case', async () => {
    for (const password of ['12345678', 'Password1', 'qwertyui', 'iloveyou', 'StoryLoom']) {
      expectRefused(await signUp(password), TOO_COMMON);
    }
    expectRefused(await resetWith('iloveyou'), TOO_COMMON);
    expectRefused(await changeTo('PASSWORD'), TOO_COMMON);
  });

  it('finding 5: a password the range API lists as breached is refused; only a 5-character prefix is sent', async () => {
    range.paths.length = 0;
    expectRefused(await signUp(BREACHED_PASSWORD), BREACHED);
    expectRefused(await resetWith(BREACHED_PASSWORD), BREACHED);
    expectRefused(await changeTo(BREACHED_PASSWORD), BREACHED);
    const prefix = sha1(BREACHED_PASSWORD).slice(0, 5);
    expect(range.paths).toContain(`/range/${prefix}`);
    expect(range.paths.every((p) => /^\/range\/[0-9A-F]{5}$/.test(p))).toBe(true);
    // A password the API does not list is accepted.
    expect((await signUp('An-Unlisted-Passphrase-9')).statusCode).toBe(200);
  });

  it('finding 5: the breach check gives up after 1.5 s and lets the password through', async () => {
    range.setHang(true);
    try {
      const started = Date.now();
      const res = await signUp(BREACHED_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      range.setHang(false);
    }
  });

  it('finding 5: without PASSWORD_BREACH_CHECK_URL no breach check is made', async () => {
    const plain = await createTestApp();
    try {
      range.paths.length = 0;
      const res = await signUp(BREACHED_PASSWORD, plain.app);
      expect(res.statusCode).toBe(200);
      expect(range.paths).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
