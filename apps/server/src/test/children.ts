import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { cookieFrom, type TestApp } from './app.js';
import { uniqueText } from './random-text.js';

/** A birth month `years` full years ago (this month), as the age screen takes it. */
export function bornYearsAgo(years: number) {
  const now = new Date();
  return { birthMonth: now.getUTCMonth() + 1, birthYear: now.getUTCFullYear() - years };
}

/** Answers the age screen in a new browser; returns that browser's age-screen cookie. */
export async function ageScreenCookie(t: TestApp, years: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/age-screen', payload: bornYearsAgo(years) });
  if (res.statusCode !== 200) throw new Error(`age screen failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

export const uniqueUsername = (prefix = 'kid') => uniqueText(`${prefix}_`, 10);

export interface ChildAccount {
  id: string;
  username: string;
  password: string;
  parentEmail: string;
  /** The placeholder address better-auth keys the account by (never mailed). */
  email: string;
  /** The session cookie the sign-up set. */
  cookie: string;
  /** The age-screen cookie of the browser it was made in. */
  browser: string;
  res: LightMyRequestResponse;
}

/** Makes a child account through the real routes (age screen, then the parent-path sign-up). */
export async function signUpChild(
  t: TestApp,
  {
    username = uniqueUsername(),
    password = 'kite-river-42',
    parentEmail = `parent.${randomUUID().slice(0, 8)}@example.com`,
  } = {},
): Promise<ChildAccount> {
  const browser = await ageScreenCookie(t, 12);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/children/sign-up',
    headers: { cookie: browser },
    payload: { username, password, parentEmail },
  });
  if (res.statusCode !== 200) throw new Error(`child sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieFrom(res);
  const row = await t.app.ctx.db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(['user.id', 'user.email'])
    .where('profiles.username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, username, password, parentEmail, cookie, browser, res };
}
