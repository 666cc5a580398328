import { ageBandOf, ageScreenTexts } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { uniqueEmail, verificationLink } from '../../test/users.js';
import { AGE_SCREEN_COOKIE, AGE_SCREEN_TTL_SECONDS } from './answer.js';
import { AGE_SCREEN_LIMITS } from './routes.js';
import { WRONG_SIGN_UP_PATH_MESSAGE } from './sign-up.js';

let t: TestApp;
let ip = 0;
/** Each browser comes from its own address, so the per-IP limit only trips where a test wants it to. */
const nextIp = () => {
  ip += 1;
  return `10.15.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

const thisYear = new Date().getUTCFullYear();
/** Birth months relative to today, so each stays in its band whenever the suite runs. */
const CHILD = { birthMonth: 1, birthYear: thisYear - 8 };
const TEEN = { birthMonth: 1, birthYear: thisYear - 15 };
const ADULT = { birthMonth: 1, birthYear: thisYear - 30 };

type Birth = { birthMonth: number; birthYear: number };

function answer(birth: Birth, cookie?: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/age-screen',
    payload: birth,
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });
}

const standingPath = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/age-screen', headers: cookie ? { cookie } : {} });

function signUp(payload: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Screened Member', email: uniqueEmail('screened'), password: 'secret-pass-1', ...payload },
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
}

async function storedRows(cookie: string) {
  const browserId = cookie.split('=')[1] as string;
  return t.app.ctx.db.selectFrom('age_screen_answers').selectAll().where('browser_id', '=', browserId).execute();
}

async function userRow(res: LightMyRequestResponse) {
  const { user } = json<{ user: { id: string } }>(res);
  return t.app.ctx.db
    .selectFrom('user')
    .select(['birthYear', 'birthMonth'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/age-screen', () => {
  it('leads a child to the parent path and anyone else to the standard form', async () => {
    expect(json(await answer(CHILD))).toEqual({ path: 'parent' });
    expect(json(await answer(TEEN))).toEqual({ path: 'standard' });
    expect(json(await answer(ADULT))).toEqual({ path: 'standard' });
  });

  it('keeps only a random id in an httpOnly, SameSite=Lax cookie that lasts as long as the answer', async () => {
    const res = await answer(ADULT);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${AGE_SCREEN_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain(`Max-Age=${AGE_SCREEN_TTL_SECONDS}`);
    // The app here runs on http: a Secure cookie would never come back.
    expect(header).not.toContain('Secure');
    expect(header).not.toContain(String(ADULT.birthYear));
    const other = cookieFrom(await answer(ADULT));
    expect(other).not.toBe(cookieFrom(res));
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://storyloom.example' });
    try {
      const res = await secure.app.inject({ method: 'POST', url: '/api/age-screen', payload: ADULT });
      expect(String(res.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await secure.close();
    }
  });

  it('lets the first answer stand: a second date from the same browser is ignored, not stored', async () => {
    const first = await answer(CHILD);
    const cookie = cookieFrom(first);
    const before = await storedRows(cookie);
    const second = await answer(ADULT, cookie);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(await storedRows(cookie)).toEqual(before);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ birth_year: CHILD.birthYear, birth_month: CHILD.birthMonth });
  });

  it('and the other way round: an adult answer stands over a later child date', async () => {
    const cookie = cookieFrom(await answer(ADULT));
    expect(json(await answer(CHILD, cookie))).toEqual({ path: 'standard' });
    expect(json(await standingPath(cookie))).toEqual({ path: 'standard' });
  });

  it('gives a new browser (no cookie) its own answer', async () => {
    const cookie = cookieFrom(await answer(CHILD));
    const fresh = await answer(ADULT);
    expect(json(fresh)).toEqual({ path: 'standard' });
    expect(cookieFrom(fresh)).not.toBe(cookie);
    expect(await storedRows(cookieFrom(fresh))).toHaveLength(1);
    expect(json(await standingPath(cookie))).toEqual({ path: 'parent' });
  });

  it('ignores a cookie value it did not issue and answers with a new id', async () => {
    const res = await answer(ADULT, `${AGE_SCREEN_COOKIE}=short'or'1=1`);
    expect(res.statusCode).toBe(200);
    expect(cookieFrom(res)).toMatch(new RegExp(`^${AGE_SCREEN_COOKIE}=[A-Za-z0-9_-]{43}$`));
  });

  it('lets the answer expire after 24 hours: then a new date is the first again', async () => {
    const cookie = cookieFrom(await answer(CHILD));
    const browserId = cookie.split('=')[1] as string;
    await t.app.ctx.db
      .updateTable('age_screen_answers')
      .set({ created_at: sql<Date>`now() - interval '24 hours 1 second'` })
      .where('browser_id', '=', browserId)
      .execute();
    expect((await standingPath(cookie)).statusCode).toBe(404);
    const again = await answer(ADULT, cookie);
    expect(json(again)).toEqual({ path: 'standard' });
    expect(await storedRows(cookie)).toMatchObject([{ birth_year: ADULT.birthYear, birth_month: ADULT.birthMonth }]);
    expect(json(await standingPath(cookie))).toEqual({ path: 'standard' });
  });

  it('refuses a date that is not a birth month, with the screen’s messages', async () => {
    const future = await answer({ birthMonth: 1, birthYear: thisYear + 1 });
    expect(future.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(future).error.message).toBe(ageScreenTexts.yearRange);
    const noMonth = await answer({ birthYear: 1990 } as Birth);
    expect(noMonth.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(noMonth).error.message).toContain(ageScreenTexts.monthRequired);
  });

  it('limits answers per address', async () => {
    const address = '10.15.250.250';
    const allowed = AGE_SCREEN_LIMITS.answersPerIp.max * t.config.rateLimitScale;
    for (let i = 0; i < allowed; i++) expect((await answer(ADULT, undefined, address)).statusCode).toBe(200);
    const refused = await answer(ADULT, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/age-screen', () => {
  it('returns the standing path, so a reload keeps it', async () => {
    const cookie = cookieFrom(await answer(CHILD));
    expect(json(await standingPath(cookie))).toEqual({ path: 'parent' });
  });

  it('answers 404 when this browser has not answered', async () => {
    const res = await standingPath();
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('POST /api/auth/sign-up/email', () => {
  it('takes the birth month from the recorded answer over the body', async () => {
    const cookie = cookieFrom(await answer(ADULT));
    const res = await signUp({ birthMonth: 7, birthYear: thisYear - 20 }, cookie);
    expect(res.statusCode).toBe(200);
    expect(await userRow(res)).toEqual({ birthYear: ADULT.birthYear, birthMonth: ADULT.birthMonth });
  });

  it('refuses a child answer even when the body claims an adult date', async () => {
    const cookie = cookieFrom(await answer(CHILD));
    const res = await signUp(ADULT, cookie);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: { code: 'wrong_sign_up_path', message: WRONG_SIGN_UP_PATH_MESSAGE } });
  });

  it('takes the body’s birth month from an API client without an answer', async () => {
    const res = await signUp(TEEN);
    expect(res.statusCode).toBe(200);
    expect(await userRow(res)).toEqual({ birthYear: TEEN.birthYear, birthMonth: TEEN.birthMonth });
  });

  it('refuses a sign-up with neither an answer nor a birth month', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: { code: 'age_screen_required', message: ageScreenTexts.required } });
  });

  it('refuses half a birth month or one in the future', async () => {
    expect((await signUp({ birthYear: ADULT.birthYear })).statusCode).toBe(400);
    const future = await signUp({ birthMonth: 1, birthYear: thisYear + 1 });
    expect(json(future)).toMatchObject({ error: { code: 'validation_failed', message: ageScreenTexts.yearRange } });
  });

  it('refuses a child birth month with a message that names the other form and no age', async () => {
    const res = await signUp(CHILD);
    expect(res.statusCode).toBe(400);
    const { error } = json<{ error: { code: string; message: string } }>(res);
    expect(error.code).toBe('wrong_sign_up_path');
    expect(error.message).toMatch(/parent's email/);
    expect(error.message).not.toMatch(/\d/);
  });

  it('stores the birth month and derives the band from it on read', async () => {
    const email = uniqueEmail('teen-band');
    const cookie = cookieFrom(await answer(TEEN));
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Teen Member', email, password: 'secret-pass-1' },
      headers: { cookie },
    });
    expect(up.statusCode).toBe(200);
    const row = await userRow(up);
    expect(row).toEqual({ birthYear: TEEN.birthYear, birthMonth: TEEN.birthMonth });
    const link = new URL(verificationLink(t.mails, email));
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'secret-pass-1' },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieFrom(signIn) },
    });
    const expected = ageBandOf({ year: row.birthYear as number, month: row.birthMonth as number });
    expect(json<{ user: { ageBand: string } }>(session).user.ageBand).toBe(expected);
    expect(expected).toBe('teen');
  });
});
