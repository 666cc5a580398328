import type { AdminMail, Page } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../test/app.js';
import { FAST_TIMING, queueDatabase, until } from '../test/mail-queue.js';
import { testDatabaseKind } from '../test/paths.js';
import { smtpCapture } from '../test/smtp-capture.js';
import { ADULT_BIRTH_MONTH, uniqueEmail } from '../test/users.js';
import type { Mail } from './mailer.js';

const capture = smtpCapture((address) => address.startsWith('bounce-'));
const apps: FastifyInstance[] = [];
const databases: Array<Awaited<ReturnType<typeof queueDatabase>>> = [];

beforeAll(async () => {
  await capture.start();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const db of databases.splice(0)) await db.drop();
  if (!capture.running) await capture.start();
});
afterAll(async () => {
  await capture.stop();
});

async function database() {
  const db = await queueDatabase();
  databases.push(db);
  return db;
}
async function track(app: Promise<FastifyInstance>) {
  const a = await app;
  apps.push(a);
  return a;
}

const mail = (subject: string, to = uniqueEmail('queued')): Mail => ({
  to,
  subject,
  text: `Your sign-in link: http://localhost/secret-${subject}`,
  html: `<p>${subject}</p>`,
});
const received = (subject: string) => capture.mails.filter((m) => m.subject === subject).length;
const rows = (app: FastifyInstance) => app.ctx.db.selectFrom('mail_queue').selectAll().orderBy('created_at').execute();
const metric = async (app: FastifyInstance, name: string) => {
  const text = await app.ctx.metrics.registry.metrics();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
};

/** Every attempt so far failed and each mail waits for its next try. */
async function allTriedAndWaiting(app: FastifyInstance, n: number) {
  const all = await rows(app);
  return all.length === n && all.every((r) => r.attempts >= 1 && r.status === 'pending');
}

describe(`mail queue with SMTP_URL (${testDatabaseKind()})`, () => {
  it('keeps mail while SMTP is down and delivers each one exactly once when it is back', async () => {
    const db = await database();
    await capture.stop();
    const app = await track(db.app(capture.url));
    const subjects = ['down-1', 'down-2', 'down-3', 'down-4', 'down-5'].map((s) => `${s}-${Date.now()}`);
    // Queuing never waits on (or fails with) the mail server.
    for (const s of subjects) await app.ctx.mailer.send(mail(s));
    await until(() => allTriedAndWaiting(app, 5), 'five failed attempts');
    // Retried with backoff meanwhile: a second round of attempts fails too.
    await until(async () => (await rows(app)).every((r) => r.attempts >= 2), 'a retry of each');
    const waiting = await rows(app);
    expect(waiting.every((r) => r.last_error?.includes('ECONNREFUSED'))).toBe(true);
    expect(await metric(app, 'storyloom_mail_queued')).toBe(5);
    expect(await metric(app, 'storyloom_mail_failed_total')).toBeGreaterThanOrEqual(10);

    await capture.start();
    await until(async () => (await rows(app)).every((r) => r.status === 'sent'), 'all sent');
    // A few more polls: nothing is sent again.
    await new Promise((r) => setTimeout(r, (FAST_TIMING.pollMs ?? 0) * 4));
    for (const s of subjects) expect(received(s), s).toBe(1);
    const sent = await rows(app);
    // The text (with its sign-in link) is gone once delivered; who and what stays for the log.
    expect(sent.every((r) => r.text_body === '' && r.html_body === '' && r.sent_at !== null)).toBe(true);
    expect(sent.map((r) => r.subject).sort()).toEqual([...subjects].sort());
    expect(await metric(app, 'storyloom_mail_sent_total')).toBe(5);
    expect(await metric(app, 'storyloom_mail_queued')).toBe(0);
  });

  it('sends what a closed app left in the queue once a new app starts on the same database', async () => {
    const db = await database();
    await capture.stop();
    const first = await track(db.app(capture.url));
    const subjects = ['left-1', 'left-2', 'left-3'].map((s) => `${s}-${Date.now()}`);
    for (const s of subjects) await first.ctx.mailer.send(mail(s));
    await until(() => allTriedAndWaiting(first, 3), 'three failed attempts');
    apps.splice(apps.indexOf(first), 1);
    await first.close();

    await capture.start();
    const second = await track(db.app(capture.url));
    await until(async () => (await rows(second)).every((r) => r.status === 'sent'), 'all sent after the restart');
    await new Promise((r) => setTimeout(r, (FAST_TIMING.pollMs ?? 0) * 4));
    for (const s of subjects) expect(received(s), s).toBe(1);
  });

  it('gives up on an address the server refuses (5xx) at once, without retrying', async () => {
    const db = await database();
    const app = await track(db.app(capture.url));
    await app.ctx.mailer.send(mail(`refused-${Date.now()}`, uniqueEmail('bounce-')));
    await until(async () => (await rows(app))[0]?.status === 'failed', 'failed');
    await new Promise((r) => setTimeout(r, (FAST_TIMING.pollMs ?? 0) * 4));
    const [row] = await rows(app);
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/550/);
  });
});

describe('failed mail in the admin area', () => {
  async function adminOf(app: FastifyInstance, email: string) {
    const password = 'secret-pass-1';
    const up = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Mail Admin', email, password, ...ADULT_BIRTH_MONTH },
    });
    expect(up.statusCode).toBe(200);
    await until(() => capture.mails.some((m) => m.to.includes(email)), 'the verification mail');
    const text = capture.mails.find((m) => m.to.includes(email))?.text ?? '';
    const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
    return cookieFrom(signIn);
  }

  it('lists a mail given up after the give-up time, without its text, and a retry delivers it once', async () => {
    const db = await database();
    const adminEmail = uniqueEmail('mailboss');
    const timing = { ...FAST_TIMING, giveUpAfterMs: 1_500 };
    const app = await track(db.app(capture.url, timing, { ADMIN_EMAILS: adminEmail }));
    const cookie = await adminOf(app, adminEmail);
    const list = async () =>
      JSON.parse(
        (await app.inject({ method: 'GET', url: '/api/admin/mail?status=failed', headers: { cookie } })).body,
      ) as Page<AdminMail>;
    expect((await list()).items).toEqual([]);

    await capture.stop();
    const subject = `given-up-${Date.now()}`;
    await app.ctx.mailer.send(mail(subject, 'learner@example.com'));
    await until(async () => (await list()).total === 1, 'the mail failed', 10_000);
    const page = await list();
    const item = page.items[0] as AdminMail;
    expect(item).toMatchObject({ to: 'learner@example.com', subject, status: 'failed' });
    expect(item.attempts).toBeGreaterThanOrEqual(1);
    expect(item.lastError).toMatch(/ECONNREFUSED/);
    expect(item.lastAttemptAt).not.toBeNull();
    expect(JSON.stringify(page)).not.toContain('secret-');
    // Still failed a few polls later: a failed mail is not retried by itself.
    await new Promise((r) => setTimeout(r, (FAST_TIMING.pollMs ?? 0) * 4));
    expect((await list()).total).toBe(1);
    expect(received(subject)).toBe(0);

    await capture.start();
    const retry = await app.inject({ method: 'POST', url: `/api/admin/mail/${item.id}/retry`, headers: { cookie } });
    expect(retry.statusCode).toBe(204);
    await until(() => received(subject) === 1, 'the retried mail arrived');
    await until(async () => (await list()).total === 0, 'no failed mail left');
    const sent = JSON.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/mail?status=sent', headers: { cookie } })).body,
    ) as Page<AdminMail>;
    expect(sent.items.find((m) => m.id === item.id)?.status).toBe('sent');
    // A sent mail has no text left to send again.
    const again = await app.inject({ method: 'POST', url: `/api/admin/mail/${item.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, (FAST_TIMING.pollMs ?? 0) * 4));
    expect(received(subject)).toBe(1);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  it('share the queue: every mail is sent once, by one or the other', async () => {
    const db = await database();
    await capture.stop();
    // Small batches, so both instances take turns claiming.
    const timing = { ...FAST_TIMING, batchSize: 2 };
    const a = await track(db.app(capture.url, timing));
    const b = await track(db.app(capture.url, timing));
    const subjects = Array.from({ length: 30 }, (_, i) => `shared-${i}-${Date.now()}`);
    await Promise.all(subjects.map((s, i) => (i % 2 ? a : b).ctx.mailer.send(mail(s))));
    await until(() => allTriedAndWaiting(a, 30), 'all tried while SMTP is down');
    await capture.start();
    await until(async () => (await rows(a)).every((r) => r.status === 'sent'), 'all sent', 30_000);
    await new Promise((r) => setTimeout(r, (FAST_TIMING.pollMs ?? 0) * 4));
    for (const s of subjects) expect(received(s), s).toBe(1);
    const byA = await metric(a, 'storyloom_mail_sent_total');
    const byB = await metric(b, 'storyloom_mail_sent_total');
    expect(byA + byB).toBe(30);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
  });
});
