import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type ChildAccountView, consentPendingMessage, maskEmail, type ParentDecisionResult } from '@storyloom/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../../auth/cookies.js';
import { SESSION_CACHE_TTL_MS } from '../../auth/session-cache.js';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { type ChildAccount, signUpChild } from '../../test/children.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { mailTo, tokenIn } from '../../test/parents.js';
import { parentMailSubjects } from './parent-mails.js';
import { PARENT_LIMITS } from './routes.js';

let t: TestApp;
let neighbour: Member;

beforeAll(async () => {
  t = await createTestApp();
  neighbour = await newMember(t, 'Parent Page Neighbour');
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

const asChild = (child: { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: child.cookie }, ...(payload ? { payload } : {}) });

async function signInChild(child: ChildAccount) {
  return t.app.inject({
    method: 'POST',
    url: '/api/children/sign-in',
    payload: { username: child.username, password: child.password },
  });
}

/** A child whose parent approved through the consent link; returns the parent-page token of the confirmation. */
async function approvedChild(): Promise<{ child: ChildAccount; token: string }> {
  const child = await signUpChild(t);
  const consent = tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.notice), '/parents/consent');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/parents/consent',
    payload: { token: consent, approveUse: true, approveAiSharing: false },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
  return { child, token: tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.confirmed), '/parents/child') };
}

const parent = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

describe('what the parent page shows', () => {
  it('the account, its consent history and a count of everything it holds', async () => {
    const { child, token } = await approvedChild();
    const postId = await publish(neighbour, 'Something a child may like');
    expect((await asChild(child, 'POST', '/api/posts', { type: 'post', content: 'My first story' })).statusCode).toBe(
      201,
    );
    expect((await asChild(child, 'PUT', `/api/posts/${postId}/like`)).statusCode).toBeLessThan(300);
    expect(
      (await asChild(child, 'POST', `/api/posts/${postId}/comments`, { content: 'Lovely!' })).statusCode,
    ).toBeLessThan(300);
    expect((await asChild(child, 'PUT', `/api/members/${neighbour.id}/follow`)).statusCode).toBeLessThan(300);

    const res = await parent('GET', `/api/parents/child?token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = json<ChildAccountView>(res);
    const rows = async (table: string, column: string) => {
      const { rows: found } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
        where ${sql.ref(column)} = ${child.id}`.execute(t.app.ctx.db);
      return Number(found[0]?.n);
    };
    expect(view).toMatchObject({ username: child.username, consentState: 'granted', aiSharing: false });
    expect(view.counts).toMatchObject({
      posts: await rows('posts', 'author_id'),
      comments: await rows('post_comments', 'author_id'),
      likes: await rows('post_likes', 'user_id'),
      following: await rows('follows', 'follower_id'),
    });
    expect(view.counts.posts).toBeGreaterThan(0);
    expect(view.history.map((h) => h.action)).toEqual(['confirmation_sent', 'granted', 'requested']);
    expect(res.body).not.toContain(child.email);
  });
});

describe('withdrawing approval', () => {
  it('signs the child out everywhere at once, holds the account again and tells the parent', async () => {
    const { child, token } = await approvedChild();
    const second = cookieFrom(await signInChild(child));
    // Both sessions are in use (and so in the session cache) before the parent acts.
    for (const cookie of [child.cookie, second])
      expect((await asChild({ cookie }, 'GET', '/api/me')).statusCode).toBe(200);

    const res = await parent('POST', '/api/parents/child/revoke', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ParentDecisionResult>(res)).toMatchObject({ state: 'revoked', aiSharing: false });

    for (const cookie of [child.cookie, second])
      expect((await asChild({ cookie }, 'GET', '/api/me')).statusCode).toBe(401);
    const sessions = await t.app.ctx.db.selectFrom('session').select('id').where('userId', '=', child.id).execute();
    expect(sessions).toEqual([]);
    const record = await t.app.ctx.db
      .selectFrom('consent_records')
      .select(['action', 'method', 'ip'])
      .where('user_id', '=', child.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ action: 'revoked', method: 'email_plus', ip: '127.0.0.1' });
    const mail = mailTo(t, child.parentEmail, parentMailSubjects.revoked);
    expect(tokenIn(t, mail, '/parents/child')).toBeTruthy();

    // Signing in again works, into an account that holds: posting is refused with who was asked.
    const back = await signInChild(child);
    expect(back.statusCode).toBe(200);
    const cookie = cookieFrom(back);
    const post = await asChild({ cookie }, 'POST', '/api/posts', { type: 'post', content: 'Still here?' });
    expect(post.statusCode).toBe(403);
    expect(json<ErrorBody>(post).error).toEqual({
      code: 'consent_pending',
      message: consentPendingMessage(maskEmail(child.parentEmail)),
    });

    // The page keeps working after a withdrawal, so the parent can approve again.
    const again = await parent('POST', '/api/parents/child/approve', { token, approveAiSharing: true });
    expect(again.statusCode, again.body).toBe(200);
    const retry = await asChild({ cookie }, 'POST', '/api/posts', { type: 'post', content: 'Back again' });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('reaches an instance that still had the session cached within the cache window', async () => {
    const { child, token } = await approvedChild();
    expect((await asChild(child, 'GET', '/api/me')).statusCode).toBe(200);
    const key = sessionCookieOf(child.cookie)?.value as string;
    const cached = t.app.ctx.sessions.get(key);
    expect(cached).not.toBeNull();
    expect((await parent('POST', '/api/parents/child/revoke', { token })).statusCode).toBe(200);

    // Another instance on the same database never heard of the revoke: its cache still holds the session.
    t.app.ctx.sessions.set(key, cached as NonNullable<typeof cached>);
    expect((await asChild(child, 'GET', '/api/me')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 200));
    expect((await asChild(child, 'GET', '/api/me')).statusCode).toBe(401);
  }, 40_000);
});

describe('the data export from the parent page', () => {
  it('streams the child’s zip as an attachment that opens with a standard unzip', async () => {
    const { child, token } = await approvedChild();
    const res = await parent('GET', `/api/parents/child/export?token=${token}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="storyloom-${child.username}.zip"`);
    const file = path.join(t.config.dataDir, `parent-export-${child.id}.zip`);
    fs.mkdirSync(t.config.dataDir, { recursive: true });
    fs.writeFileSync(file, res.rawPayload);
    const listing = execFileSync('unzip', ['-l', file]).toString();
    expect(listing).toContain('README.txt');
  });
});

describe('deleting from the parent page', () => {
  it('removes the account: the child cannot sign in, the link is dead, the parent is told', async () => {
    const { child, token } = await approvedChild();
    const res = await parent('POST', '/api/parents/child/delete', { token });
    expect(res.statusCode, res.body).toBe(204);

    const signIn = await signInChild(child);
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect((await asChild(child, 'GET', '/api/me')).statusCode).toBe(401);
    const user = await t.app.ctx.db.selectFrom('user').select('id').where('id', '=', child.id).executeTakeFirst();
    expect(user).toBeUndefined();
    const link = await t.app.ctx.db
      .selectFrom('parental_links')
      .select('user_id')
      .where('user_id', '=', child.id)
      .executeTakeFirst();
    expect(link).toBeUndefined();

    const again = await parent('GET', `/api/parents/child?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).error.code).toBe('invalid_parent_link');
    const mail = mailTo(t, child.parentEmail, parentMailSubjects.deleted);
    expect(mail.text).toContain(child.username);
    expect(mail.text).not.toMatch(/token=/);
  });
});

describe('the rate limit', () => {
  it('refuses decisions from one address past the hourly allowance, with Retry-After', async () => {
    const child = await signUpChild(t);
    const token = tokenIn(t, mailTo(t, child.parentEmail, parentMailSubjects.notice), '/parents/child');
    let refused: Awaited<ReturnType<typeof parent>> | undefined;
    for (let i = 0; i <= PARENT_LIMITS.decisionsPerIp.max && !refused; i++) {
      const res = await parent('POST', '/api/parents/child/revoke', { token });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode, res.body).toBe(200);
    }
    expect(refused?.headers['retry-after']).toBeTruthy();
    expect(json<ErrorBody>(refused as NonNullable<typeof refused>).error.code).toBe('rate_limited');
  });
});
