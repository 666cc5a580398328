import {
  CHILD_NOTICE_VERSION,
  CONSENT_WAIT_DAYS,
  type ConsentView,
  type ParentDecisionResult,
  parentLinkTexts,
  parentNotice,
} from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../mail/html.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type ChildAccount, signUpChild } from '../../test/children.js';
import { mailTo, tokenIn } from '../../test/parents.js';
import { parentMailSubjects } from './parent-mails.js';
import { signParentLink } from './signed-links.js';

let t: TestApp;

beforeAll(async () => {
  // A key is configured, so the notice names the AI provider (sharing it stays the parent's choice).
  // Many refused decisions from one address: the per-IP limit is tested in parent-page.int.test.ts.
  t = await createTestApp({
    AI_API_KEY: 'sk-test-never-called',
    APP_URL: 'http://storyloom.test',
    RATE_LIMIT_SCALE: '10',
  });
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

const noticeOf = (child: ChildAccount) => mailTo(t, child.parentEmail, parentMailSubjects.notice);
const consentTokenOf = (child: ChildAccount) => tokenIn(t, noticeOf(child), '/parents/consent');
const view = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/parents/consent?token=${encodeURIComponent(token)}` });
const decide = (token: string, approveAiSharing = false, approveUse: unknown = true) =>
  t.app.inject({ method: 'POST', url: '/api/parents/consent', payload: { token, approveUse, approveAiSharing } });

function expectRefused(res: { statusCode: number; body: string }, message: string = parentLinkTexts.invalid) {
  expect(res.statusCode, res.body).toBe(400);
  expect((JSON.parse(res.body) as ErrorBody).error).toEqual({ code: 'invalid_parent_link', message });
}

describe('the direct notice to the parent', () => {
  let child: ChildAccount;
  beforeAll(async () => {
    child = await signUpChild(t);
  });

  it('goes to the parent, never to the child, and holds every part of the notice', () => {
    const mail = noticeOf(child);
    expect(t.mails.filter((m) => m.to === child.email)).toEqual([]);
    const notice = parentNotice(child.username, { aiConfigured: true });
    for (const part of [notice.intro, ...notice.sections.flatMap((s) => [s.heading, ...s.paragraphs])]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(escapeHtml(part));
    }
    // What was collected, who receives data, retention and rights are each their own section.
    expect(notice.sections.map((s) => s.id)).toEqual([
      'collected',
      'nothing-more',
      'what-they-do',
      'visible',
      'recipients',
      'retention',
      'rights',
    ]);
    expect(mail.text).toMatch(/AI provider/);
    expect(mail.text).toMatch(/mail provider/);
    expect(mail.text).toContain(`within ${CONSENT_WAIT_DAYS} days`);
    expect(mail.text).toContain(`${t.config.appUrl}/privacy/children`);
    expect(mail.text).toContain(CHILD_NOTICE_VERSION);
    expect(mail.subject).not.toContain(child.username);
  });

  it('carries a consent link that opens the consent page for this child', async () => {
    const res = await view(consentTokenOf(child));
    expect(res.statusCode, res.body).toBe(200);
    const body = json<ConsentView>(res);
    expect(body).toMatchObject({ username: child.username, noticeVersion: CHILD_NOTICE_VERSION, aiConfigured: true });
    const requested = await t.app.ctx.db
      .selectFrom('parental_links')
      .select('requested_at')
      .where('user_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(new Date(body.expiresAt).getTime() - new Date(requested.requested_at).getTime()).toBe(
      CONSENT_WAIT_DAYS * 86_400_000,
    );
  });

  it('says without a key that no AI provider receives anything', async () => {
    const offline = await createTestApp();
    try {
      const kid = await signUpChild(offline);
      const mail = mailTo(offline, kid.parentEmail, parentMailSubjects.notice);
      const recipients = parentNotice(kid.username, { aiConfigured: false }).sections.find(
        (s) => s.id === 'recipients',
      );
      for (const p of recipients?.paragraphs ?? ['missing']) expect(mail.text).toContain(p);
      expect(mail.text).not.toContain('only if you approve that separately');
    } finally {
      await offline.close();
    }
  });
});

describe('approving on the consent page', () => {
  let child: ChildAccount;
  let token: string;
  beforeAll(async () => {
    child = await signUpChild(t);
    token = consentTokenOf(child);
  });

  it('refuses to approve without the approval of use', async () => {
    const res = await decide(token, true, false);
    expect(res.statusCode).toBe(400);
    const state = await t.app.ctx.db
      .selectFrom('user')
      .select('consentState')
      .where('id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(state.consentState).toBe('pending');
  });

  it('grants: the held child can post at once, the consent is recorded, the parent is mailed the page', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: child.cookie },
      payload: { type: 'post', content: 'Hello before approval' },
    });
    expect(before.statusCode).toBe(403);

    const res = await decide(token, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ParentDecisionResult>(res)).toEqual({ username: child.username, state: 'granted', aiSharing: false });

    // The same cookie, without waiting for the session cache: the change applies at once.
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: child.cookie },
      payload: { type: 'post', content: 'Hello after approval' },
    });
    expect(after.statusCode, after.body).toBe(201);

    const records = await t.app.ctx.db
      .selectFrom('consent_records')
      .selectAll()
      .where('user_id', '=', child.id)
      .orderBy('created_at')
      .execute();
    expect(records.map((r) => r.action)).toEqual(['requested', 'granted', 'confirmation_sent']);
    const granted = records[1];
    expect(granted).toMatchObject({
      method: 'email_plus',
      notice_version: CHILD_NOTICE_VERSION,
      approved_use: true,
      approved_ai_sharing: false,
      ip: '127.0.0.1',
    });
    expect(Date.now() - new Date(granted?.created_at ?? 0).getTime()).toBeLessThan(60_000);
    const link = await t.app.ctx.db
      .selectFrom('parental_links')
      .select(['ai_sharing', 'decided_at', 'consent_token_used'])
      .where('user_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ ai_sharing: false, consent_token_used: true });
    expect(link.decided_at).not.toBeNull();

    const confirmation = mailTo(t, child.parentEmail, parentMailSubjects.confirmed);
    const pageToken = tokenIn(t, confirmation, '/parents/child');
    const page = await t.app.inject({ method: 'GET', url: `/api/parents/child?token=${pageToken}` });
    expect(page.statusCode, page.body).toBe(200);
  });

  it('is single-use: the same link is refused afterwards, for viewing and for deciding', async () => {
    expectRefused(await view(token));
    expectRefused(await decide(token, true));
    const link = await t.app.ctx.db
      .selectFrom('parental_links')
      .select('ai_sharing')
      .where('user_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(link.ai_sharing).toBe(false);
  });
});

describe('links that must not work', () => {
  let child: ChildAccount;
  let token: string;
  let version: number;
  beforeAll(async () => {
    child = await signUpChild(t);
    token = consentTokenOf(child);
    version = (
      await t.app.ctx.db
        .selectFrom('parental_links')
        .select('link_version')
        .where('user_id', '=', child.id)
        .executeTakeFirstOrThrow()
    ).link_version;
  });

  it('refuses a link past its expiry, though its signature is genuine', async () => {
    const expired = signParentLink(t.app.ctx.secret, {
      purpose: 'consent',
      userId: child.id,
      linkVersion: version,
      exp: Date.now() - 1000,
    });
    expectRefused(await view(expired));
    expectRefused(await decide(expired));
  });

  it('refuses an altered or forged token', async () => {
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const other = await signUpChild(t);
    const retargeted = Buffer.from(JSON.stringify({ ...claims, u: other.id })).toString('base64url');
    expectRefused(await decide(`${retargeted}.${signature}`));
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expectRefused(await decide(`${payload}.${flipped}`));
    const foreign = signParentLink('another-secret-another-secret-xx', {
      purpose: 'consent',
      userId: child.id,
      linkVersion: version,
      exp: Date.now() + 86_400_000,
    });
    expectRefused(await decide(foreign));
    const states = await t.app.ctx.db
      .selectFrom('user')
      .select('consentState')
      .where('id', 'in', [child.id, other.id])
      .execute();
    expect(states.map((s) => s.consentState)).toEqual(['pending', 'pending']);
  });

  it('refuses a consent link on the parent page and a parent-page link as a consent link', async () => {
    const pageToken = tokenIn(t, noticeOf(child), '/parents/child');
    expectRefused(await t.app.inject({ method: 'GET', url: `/api/parents/child?token=${token}` }));
    expectRefused(await decide(pageToken));
  });

  it('refuses every link issued before the link version changed', async () => {
    const pageToken = tokenIn(t, noticeOf(child), '/parents/child');
    await t.app.ctx.db
      .updateTable('parental_links')
      .set({ link_version: version + 1 })
      .where('user_id', '=', child.id)
      .execute();
    expectRefused(await view(token));
    expectRefused(await t.app.inject({ method: 'GET', url: `/api/parents/child?token=${pageToken}` }));
  });

  it('refuses a malformed token as bad input', async () => {
    const res = await view('not-a-token');
    expect(res.statusCode).toBe(400);
  });
});

describe('the consent window', () => {
  it('ends approval from the parent page once the account has waited too long', async () => {
    const child = await signUpChild(t);
    const pageToken = tokenIn(t, noticeOf(child), '/parents/child');
    await t.app.ctx.db
      .updateTable('parental_links')
      .set({ requested_at: new Date(Date.now() - (CONSENT_WAIT_DAYS + 1) * 86_400_000) })
      .where('user_id', '=', child.id)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/parents/child/approve',
      payload: { token: pageToken, approveAiSharing: false },
    });
    expectRefused(res, parentLinkTexts.consentWindowOver);
  });
});
