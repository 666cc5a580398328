import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { PASSWORD_MIN_LENGTH, parentLinkTexts, passwordTexts } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../app.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type ChildAccount, signUpChild } from '../../test/children.js';
import { mailTo, tokenIn } from '../../test/parents.js';
import { parentMailSubjects } from './parent-mails.js';

type ErrorBody = { error: { code: string; message: string } };

/** A password from the shipped common list that is long enough to pass the length rule. */
const COMMON = readFileSync(new URL('../../auth/common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .find((line) => line && !line.startsWith('#') && line.length >= PASSWORD_MIN_LENGTH) as string;
const BREACHED = 'Breached-Lantern-Passphrase-31';

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex').toUpperCase();

/** A stand-in for the breached-password range API that lists BREACHED only. */
function startRangeServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const prefix = (req.url ?? '').split('/').pop() ?? '';
    const hash = sha1(BREACHED);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(prefix === hash.slice(0, 5) ? `${hash.slice(5)}:7` : '');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/range`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let t: TestApp;
let range: Awaited<ReturnType<typeof startRangeServer>>;
const logLines: string[] = [];
beforeAll(async () => {
  range = await startRangeServer();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ PASSWORD_BREACH_CHECK_URL: range.url }, { logger: createLogger('info', sink) });
});
afterAll(async () => {
  await t?.close();
  await range?.close();
});

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/children/sign-in', payload: { username, password } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const setPassword = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/parents/child/password', payload: { token, newPassword } });

/** A child and the parent-page token from the notice mail (no approval needed to look after the account). */
async function childWithParentPage(): Promise<{ child: ChildAccount; token: string }> {
  const child = await signUpChild(t);
  return { child, token: tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.notice), '/parents/child') };
}

const credentialOf = async (userId: string) =>
  (
    await t.app.ctx.db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirstOrThrow()
  ).password;

describe('a parent sets a new password for the child', () => {
  it('the child signs in with the new password only, every old session ends, the parent is told', async () => {
    const { child, token } = await childWithParentPage();
    // The session is in use (and so in the session cache) before the parent acts.
    expect((await me(child.cookie)).statusCode).toBe(200);
    const newPassword = `new-${child.username}-pass`;

    const res = await setPassword(token, newPassword);
    expect(res.statusCode, res.body).toBe(204);

    expect((await me(child.cookie)).statusCode).toBe(401);
    const sessions = await t.app.ctx.db.selectFrom('session').select('id').where('userId', '=', child.id).execute();
    expect(sessions).toEqual([]);
    expect((await signIn(child.username, child.password)).statusCode).toBe(401);
    const signedIn = await signIn(child.username, newPassword);
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const mail = mailTo(t, child.parentEmail, parentMailSubjects.passwordSet);
    expect(mail.text).toContain(child.username);
    expect(tokenIn(t, mail, '/parents/child')).toBeTruthy();
    expect(`${mail.text}${mail.html}`).not.toContain(newPassword);

    const events = logLines.filter((line) => line.includes('parents.child_password_set'));
    expect(events.some((line) => line.includes(child.id))).toBe(true);
    expect(logLines.join('')).not.toContain(newPassword);
  });

  it('refuses a too short, a common or a breached password under its field, and changes nothing', async () => {
    const { child, token } = await childWithParentPage();
    const before = await credentialOf(child.id);
    const mailsBefore = t.mails.length;
    const refusals: Array<[string, string]> = [
      ['x'.repeat(PASSWORD_MIN_LENGTH - 1), passwordTexts.tooShort],
      [COMMON, passwordTexts.tooCommon],
      [BREACHED, passwordTexts.breached],
    ];
    for (const [password, message] of refusals) {
      const res = await setPassword(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(json<ErrorBody>(res).error).toEqual({ code: 'validation_failed', message: `newPassword: ${message}` });
    }

    expect(await credentialOf(child.id)).toBe(before);
    expect((await me(child.cookie)).statusCode).toBe(200);
    expect((await signIn(child.username, child.password)).statusCode).toBe(200);
    expect(t.mails.slice(mailsBefore).filter((m) => m.subject === parentMailSubjects.passwordSet)).toEqual([]);
  });

  it('refuses a forged link, and a consent link, with invalid_parent_link', async () => {
    const { child, token } = await childWithParentPage();
    const before = await credentialOf(child.id);
    const [payload, signature] = token.split('.') as [string, string];
    // The first character: the last one of a base64url digest carries padding bits a decoder ignores.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const consent = tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.notice), '/parents/consent');

    for (const wrong of [`${payload}.${flipped}`, consent]) {
      const res = await setPassword(wrong, 'a-fine-new-password-7');
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).error).toEqual({ code: 'invalid_parent_link', message: parentLinkTexts.invalid });
    }
    expect(await credentialOf(child.id)).toBe(before);
    expect((await me(child.cookie)).statusCode).toBe(200);
  });
});
