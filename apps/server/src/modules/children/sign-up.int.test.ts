import {
  ageScreenTexts,
  CHILD_ACCOUNT_EMAIL_DOMAIN,
  CHILD_NOTICE_VERSION,
  childAccountMessages,
  isReservedUsername,
  maskEmail,
  passwordTexts,
  profileMessages,
  reservedNameMessages,
} from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { ageScreenCookie, bornYearsAgo, signUpChild, uniqueUsername } from '../../test/children.js';
import { newMember } from '../../test/community.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

function attempt(cookie: string | undefined, payload: Record<string, unknown>, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/children/sign-up',
    headers: cookie ? { cookie } : {},
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const body = (username = uniqueUsername()) => ({ username, password: 'kite-river-42', parentEmail: 'mum@example.com' });

async function usersNamed(name: string) {
  const rows = await t.app.ctx.db.selectFrom('user').select('id').where('name', '=', name).execute();
  return rows.length;
}

/** The cookie attributes a set-cookie header gives, without the values. */
function cookieShapes(raw: string | string[] | undefined) {
  return [raw ?? []]
    .flat()
    .map((c) => c.replace(/^([^=]+)=[^;]*/, '$1').replace(/Max-Age=\d+/i, 'Max-Age=n'))
    .sort();
}

describe('POST /api/children/sign-up', () => {
  it('makes a held account with a placeholder address, asks the parent and signs the child in', async () => {
    const parentEmail = 'pat.parent@example.com';
    const child = await signUpChild(t, { parentEmail });
    expect(json(child.res)).toEqual({ parentEmail: maskEmail(parentEmail) });

    const user = await t.app.ctx.db.selectFrom('user').selectAll().where('id', '=', child.id).executeTakeFirstOrThrow();
    const birth = bornYearsAgo(12);
    expect(user.email).toMatch(
      new RegExp(`^child\\.[0-9a-f-]{36}@${CHILD_ACCOUNT_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`),
    );
    expect(user).toMatchObject({
      name: child.username,
      emailVerified: true,
      birthYear: birth.birthYear,
      birthMonth: birth.birthMonth,
      consentState: 'pending',
    });
    const credential = await t.app.ctx.db
      .selectFrom('account')
      .select(['providerId', 'password'])
      .where('userId', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(credential.providerId).toBe('credential');
    expect(credential.password).toMatch(/^\$argon2id\$/);
    expect(credential.password).not.toContain(child.password);

    const link = await t.app.ctx.db
      .selectFrom('parental_links')
      .selectAll()
      .where('user_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ parent_email: parentEmail, ai_sharing: false, notice_version: CHILD_NOTICE_VERSION });
    const records = await t.app.ctx.db
      .selectFrom('consent_records')
      .select(['action', 'method', 'notice_version'])
      .where('user_id', '=', child.id)
      .execute();
    expect(records).toEqual([{ action: 'requested', method: 'email_plus', notice_version: CHILD_NOTICE_VERSION }]);
    const profile = await t.app.ctx.db
      .selectFrom('profiles')
      .select(['username', 'full_name', 'avatar_url'])
      .where('id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ username: child.username, full_name: null, avatar_url: null });
    expect(t.mails.filter((m) => m.to === user.email)).toEqual([]);

    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: child.cookie } });
    expect(session.statusCode).toBe(200);
    expect(json<{ user: unknown }>(session).user).toMatchObject({
      id: child.id,
      email: '',
      name: child.username,
      ageBand: 'child',
      standing: 'holding',
    });
  });

  it('sets the session cookie exactly as an email sign-in does', async () => {
    const child = await signUpChild(t);
    const adult = await newMember(t, 'Cookie Adult');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: adult.email, password: 'secret-pass-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const shapes = cookieShapes(child.res.headers['set-cookie']);
    expect(shapes.join(' ')).toMatch(/storyloom\.session_token; .*HttpOnly/i);
    expect(shapes).toEqual(cookieShapes(signIn.headers['set-cookie']));
  });

  it('refuses a taken or reserved username, and makes nothing', async () => {
    const first = await signUpChild(t);
    const browser = await ageScreenCookie(t, 12);
    const taken = await attempt(browser, body(first.username));
    expect(taken.statusCode).toBe(400);
    expect(json<ErrorBody>(taken).error).toEqual({ code: 'username_taken', message: profileMessages.usernameTaken });
    expect(await usersNamed(first.username)).toBe(1);

    const reserved = ['admin', 'support', 'storyloom', 'moderator'].find(isReservedUsername);
    expect(reserved).toBeDefined();
    const refused = await attempt(browser, body(reserved));
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).error).toEqual({ code: 'username_taken', message: reservedNameMessages.username });
    expect(await usersNamed(reserved as string)).toBe(0);
  });

  it('refuses a browser whose answer leads to the usual sign-up', async () => {
    for (const years of [15, 30]) {
      const payload = body();
      const res = await attempt(await ageScreenCookie(t, years), payload);
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).error).toEqual({
        code: 'wrong_sign_up_path',
        message: childAccountMessages.wrongPath,
      });
      expect(await usersNamed(payload.username)).toBe(0);
    }
  });

  it('refuses a browser that has not answered the age screen, or a made-up answer cookie', async () => {
    for (const cookie of [undefined, `storyloom_age_screen=${'a'.repeat(43)}`, 'storyloom_age_screen=forged']) {
      const payload = body();
      const res = await attempt(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).error).toEqual({ code: 'age_screen_required', message: ageScreenTexts.required });
      expect(await usersNamed(payload.username)).toBe(0);
    }
  });

  it('applies the password rules of every sign-up, and takes no email of the child', async () => {
    const browser = await ageScreenCookie(t, 12);
    const common = await attempt(browser, { ...body(), password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(json<ErrorBody>(common).error).toEqual({
      code: 'validation_failed',
      message: `password: ${passwordTexts.tooCommon}`,
    });
    const short = await attempt(browser, { ...body(), password: 'short' });
    expect(json<ErrorBody>(short).error.message).toBe(`password: ${passwordTexts.tooShort}`);
    const withEmail = await attempt(browser, { ...body(), email: 'kid@example.com' });
    expect(withEmail.statusCode).toBe(400);
    expect(json<ErrorBody>(withEmail).error.code).toBe('validation_failed');
    const placeholderParent = await attempt(browser, { ...body(), parentEmail: `x@${CHILD_ACCOUNT_EMAIL_DOMAIN}` });
    expect(placeholderParent.statusCode).toBe(400);
  });

  it('counts against the per-address sign-up limit', async () => {
    const ip = '10.15.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(undefined, body(), ip)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
    // Another address is not held back.
    expect((await attempt(undefined, body(), '10.15.0.2')).statusCode).toBe(400);
  });
});

describe('what a child account never collects', () => {
  it('refuses a photo avatar to a child, held or approved, and lets an adult upload', async () => {
    const child = await signUpChild(t);
    const upload = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    const held = await upload(child.cookie);
    expect(held.statusCode).toBe(403);
    expect(json<ErrorBody>(held).error.code).toBe('consent_pending');

    await t.app.ctx.db.updateTable('user').set({ consentState: 'granted' }).where('id', '=', child.id).execute();
    t.app.ctx.sessions.forgetUser(child.id);
    const approved = await upload(child.cookie);
    expect(approved.statusCode).toBe(403);
    expect(json<ErrorBody>(approved).error).toEqual({
      code: 'avatar_not_collected',
      message: childAccountMessages.avatarRefused,
    });
    // The same empty upload from an adult reaches the file check.
    const adult = await newMember(t, 'Avatar Adult');
    expect((await upload(adult.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/me/parent-link', () => {
  it('shows the child who was asked, masked, and no link for anyone else', async () => {
    const parentEmail = 'robin.parent@example.com';
    const child = await signUpChild(t, { parentEmail });
    const res = await t.app.inject({ method: 'GET', url: '/api/me/parent-link', headers: { cookie: child.cookie } });
    expect(res.statusCode).toBe(200);
    const link = json<Record<string, unknown>>(res);
    expect(link).toMatchObject({
      linked: true,
      state: 'pending',
      parentEmail: maskEmail(parentEmail),
      aiSharing: false,
      decidedAt: null,
    });
    expect(res.body).not.toContain(parentEmail);
    expect(new Date(link.requestedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const adult = await newMember(t, 'Unlinked Adult');
    const none = await adult.call('GET', '/api/me/parent-link');
    expect(json(none)).toEqual({
      linked: false,
      state: 'none',
      parentEmail: null,
      aiSharing: false,
      requestedAt: null,
      decidedAt: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/parent-link' })).statusCode).toBe(401);
  });
});

it('the sign-up cookie is a working session', async () => {
  const child = await signUpChild(t);
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: child.cookie } });
  expect(me.statusCode).toBe(200);
  expect(json<{ profile: { username: string } }>(me).profile.username).toBe(child.username);
  expect(cookieFrom(child.res)).toMatch(/storyloom\.session_token=/);
});
