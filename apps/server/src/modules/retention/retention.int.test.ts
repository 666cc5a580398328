import fs from 'node:fs';
import path from 'node:path';
import { CONSENT_WAIT_DAYS, describeNotification, type NotificationsPage, RETENTION_LIMITS } from '@storyloom/domain';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { kyselyOnPostgres } from '../../db/connect.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { bornYearsAgo, signUpChild } from '../../test/children.js';
import { testDatabaseKind } from '../../test/paths.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';
import { runRetention } from './job.js';
import { comingOfAgeSubjects } from './mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.db;
const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
const hoursAgo = (hours: number) => sql<Date>`now() - make_interval(hours => ${hours})`;

/** A child account made through the real sign-up, waiting for its parent since `days` days. */
async function waitingChild(days: number) {
  const child = await signUpChild(t);
  await db()
    .updateTable('user')
    .set({ createdAt: daysAgo(days) })
    .where('id', '=', child.id)
    .execute();
  return child;
}

async function rowsOf(userId: string) {
  const [users, links, records, sessions] = await Promise.all([
    db().selectFrom('user').select('id').where('id', '=', userId).execute(),
    db().selectFrom('parental_links').select('parent_email').where('user_id', '=', userId).execute(),
    db().selectFrom('consent_records').select('id').where('user_id', '=', userId).execute(),
    db().selectFrom('session').select('id').where('userId', '=', userId).execute(),
  ]);
  return { users: users.length, links: links.length, records: records.length, sessions: sessions.length };
}

describe('unconsented child accounts', () => {
  it(`deletes one waiting longer than ${CONSENT_WAIT_DAYS} days, with the parent's email, and keeps a newer one`, async () => {
    const old = await waitingChild(CONSENT_WAIT_DAYS + 1);
    const recent = await waitingChild(CONSENT_WAIT_DAYS - 1);
    expect(await rowsOf(old.id)).toEqual({ users: 1, links: 1, records: 1, sessions: 1 });
    // A held account may take its data out (decision 1502): that file goes with the account.
    const exportKey = `exports/${old.id.replaceAll('-', '')}.zip`;
    await t.app.ctx.storage.put(exportKey, new TextEncoder().encode('zip'), 'application/zip');
    await db()
      .insertInto('data_exports')
      .values({
        user_id: old.id,
        status: 'ready',
        storage_key: exportKey,
        expires_at: sql<Date>`now() + interval '1 hour'`,
      })
      .execute();

    const run = await runRetention(t.app.ctx);

    expect(run).toMatchObject({ ran: true, counts: { 'unconsented-child': 1 } });
    expect(await rowsOf(old.id)).toEqual({ users: 0, links: 0, records: 0, sessions: 0 });
    expect(await t.app.ctx.storage.open(exportKey)).toBeNull();
    const parentEmails = await db().selectFrom('parental_links').select('parent_email').execute();
    expect(parentEmails.map((r) => r.parent_email)).not.toContain(old.parentEmail);
    expect(await rowsOf(recent.id)).toMatchObject({ users: 1, links: 1 });
    // The deleted child's session is gone for good, cache included.
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: old.cookie } });
    expect(session.statusCode).toBe(401);
  });

  it('leaves an approved account alone, however old', async () => {
    const child = await waitingChild(CONSENT_WAIT_DAYS * 3);
    await db().updateTable('user').set({ consentState: 'granted' }).where('id', '=', child.id).execute();
    await runRetention(t.app.ctx);
    expect(await rowsOf(child.id)).toMatchObject({ users: 1, links: 1 });
  });
});

describe('the parental link at coming of age', () => {
  async function link(userId: string, parentEmail: string, birthYearsAgo: number) {
    const birth = bornYearsAgo(birthYearsAgo);
    await db()
      .updateTable('user')
      .set({ consentState: 'granted', birthYear: birth.birthYear, birthMonth: birth.birthMonth })
      .where('id', '=', userId)
      .execute();
    await db()
      .insertInto('parental_links')
      .values({ user_id: userId, parent_email: parentEmail, notice_version: 'test' })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  it('ends the link of a member who became an adult, records it and tells both; a younger one keeps theirs', async () => {
    const member = await signUpAndIn(t.app, t.mails, { birth: bornYearsAgo(18) });
    const memberId = (
      await db().selectFrom('user').select('id').where('email', '=', member.email).executeTakeFirstOrThrow()
    ).id;
    await link(memberId, 'grown.parent@example.com', 18);
    const child = await signUpChild(t, { parentEmail: 'child.parent@example.com' });
    await db().updateTable('user').set({ consentState: 'granted' }).where('id', '=', child.id).execute();
    const teen = await signUpAndIn(t.app, t.mails, { birth: bornYearsAgo(17) });
    const teenId = (
      await db().selectFrom('user').select('id').where('email', '=', teen.email).executeTakeFirstOrThrow()
    ).id;
    await link(teenId, 'teen.parent@example.com', 17);
    const mailsBefore = t.mails.length;

    const run = await runRetention(t.app.ctx);

    expect(run).toMatchObject({ ran: true, counts: { 'parental-link': 1 } });
    const user = await db()
      .selectFrom('user')
      .select('consentState')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(user.consentState).toBe('ended');
    const ended = await db()
      .selectFrom('parental_links')
      .select(['ended_at', 'link_version'])
      .where('user_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(ended.ended_at).not.toBeNull();
    expect(ended.link_version).toBe(2);
    const records = await db().selectFrom('consent_records').select('action').where('user_id', '=', memberId).execute();
    expect(records.map((r) => r.action)).toEqual(['ended']);

    const sent = t.mails.slice(mailsBefore);
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        ['grown.parent@example.com', comingOfAgeSubjects.parent],
        [member.email, comingOfAgeSubjects.member],
      ].sort(),
    );

    // The member sees the notice in the bell, whatever their notification settings.
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } });
    const notice = json<NotificationsPage>(bell).items.find((n) => n.kind === 'parent_link_ended');
    expect(notice && describeNotification(notice)).toMatch(/yours to manage/);

    for (const id of [teenId, child.id]) {
      const kept = await db()
        .selectFrom('parental_links')
        .select('ended_at')
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(kept.ended_at).toBeNull();
    }

    // A second run finds nothing more to end and sends nothing.
    const again = await runRetention(t.app.ctx);
    expect(again).toMatchObject({ ran: true, counts: { 'parental-link': 0 } });
    expect(t.mails.length).toBe(mailsBefore + 2);
  });

  it('mails only the parent when the account has no address of its own', async () => {
    const child = await signUpChild(t, { parentEmail: 'only.parent@example.com' });
    await link(child.id, child.parentEmail, 18);
    const mailsBefore = t.mails.length;
    await runRetention(t.app.ctx);
    expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual(['only.parent@example.com']);
  });
});

describe('everything else past its time', () => {
  it('deletes old rows and files of each kind and keeps the fresh ones', async () => {
    const owner = await signUpAndIn(t.app, t.mails);
    const ownerId = (
      await db().selectFrom('user').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow()
    ).id;
    const L = RETENTION_LIMITS;
    await db()
      .insertInto('age_screen_answers')
      .values([
        { browser_id: 'old-browser', birth_year: 2000, birth_month: 1, created_at: hoursAgo(L.ageScreenHours + 1) },
        { browser_id: 'new-browser', birth_year: 2000, birth_month: 1, created_at: hoursAgo(L.ageScreenHours - 1) },
      ])
      .execute();
    await db()
      .insertInto('notifications')
      .values([
        { user_id: ownerId, kind: 'parent_link_ended', created_at: daysAgo(L.notificationDays + 1) },
        { user_id: ownerId, kind: 'parent_link_ended', created_at: daysAgo(L.notificationDays - 1) },
      ])
      .execute();
    await db()
      .insertInto('verification')
      .values([
        {
          id: crypto.randomUUID(),
          identifier: 'old',
          value: 'x',
          expiresAt: hoursAgo(1),
          createdAt: daysAgo(2),
          updatedAt: daysAgo(2),
        },
        {
          id: crypto.randomUUID(),
          identifier: 'new',
          value: 'x',
          expiresAt: sql<Date>`now() + interval '1 hour'`,
          createdAt: sql<Date>`now()`,
          updatedAt: sql<Date>`now()`,
        },
      ])
      .execute();
    await db()
      .insertInto('rate_limits')
      .values([
        { key: 'test:old', count: 1, reset_at: hoursAgo(1) },
        { key: 'test:new', count: 1, reset_at: sql<Date>`now() + interval '1 hour'` },
      ])
      .execute();
    await db()
      .insertInto('contact_messages')
      .values([
        {
          name: 'Old',
          email: 'old@example.com',
          subject: 'Hi',
          message: 'Old',
          created_at: daysAgo(L.contactMessageDays + 1),
        },
        { name: 'New', email: 'new@example.com', subject: 'Hi', message: 'New', created_at: daysAgo(1) },
      ])
      .execute();
    await db()
      .insertInto('waiting_list')
      .values([
        { name: 'Old', email: uniqueEmail('old'), created_at: daysAgo(L.waitingListDays + 1) },
        { name: 'New', email: uniqueEmail('new'), created_at: daysAgo(1) },
      ])
      .execute();
    await db()
      .insertInto('team_members')
      .values([
        {
          owner_id: ownerId,
          email: 'expired@example.com',
          role: 'editor',
          invited_at: daysAgo(7 + L.expiredInvitationDays + 1),
        },
        { owner_id: ownerId, email: 'pending@example.com', role: 'editor', invited_at: daysAgo(1) },
      ])
      .execute();
    await db()
      .insertInto('data_exports')
      .values([
        { user_id: ownerId, status: 'ready', expires_at: hoursAgo(1) },
        { user_id: ownerId, status: 'ready', expires_at: sql<Date>`now() + interval '1 hour'` },
      ])
      .execute();
    const outbox = path.join(t.config.dataDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    const oldMail = path.join(outbox, 'old-mail.json');
    const newMail = path.join(outbox, 'new-mail.json');
    fs.writeFileSync(oldMail, '{}');
    fs.writeFileSync(newMail, '{}');
    const longAgo = new Date(Date.now() - (L.outboxMailDays + 1) * 24 * 60 * 60_000);
    fs.utimesSync(oldMail, longAgo, longAgo);

    const run = await runRetention(t.app.ctx);

    expect(run).toMatchObject({
      ran: true,
      counts: {
        'age-screen': 1,
        notifications: 1,
        verification: 1,
        'rate-limits': 1,
        'contact-messages': 1,
        'waiting-list': 1,
        'team-invitations': 1,
        'data-exports': 1,
        outbox: 1,
      },
    });
    const browsers = await db()
      .selectFrom('age_screen_answers')
      .select('browser_id')
      .where('browser_id', 'in', ['old-browser', 'new-browser'])
      .execute();
    expect(browsers.map((b) => b.browser_id)).toEqual(['new-browser']);
    const identifiers = await db()
      .selectFrom('verification')
      .select('identifier')
      .where('identifier', 'in', ['old', 'new'])
      .execute();
    expect(identifiers.map((v) => v.identifier)).toEqual(['new']);
    const keys = await db().selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute();
    expect(keys.map((k) => k.key)).toEqual(['test:new']);
    const invitations = await db().selectFrom('team_members').select('email').where('owner_id', '=', ownerId).execute();
    expect(invitations.map((i) => i.email)).toEqual(['pending@example.com']);
    const exports = await db().selectFrom('data_exports').select('expires_at').where('user_id', '=', ownerId).execute();
    expect(exports.map((e) => new Date(e.expires_at as Date).getTime() > Date.now())).toEqual([true]);
    expect(fs.existsSync(oldMail)).toBe(false);
    expect(fs.existsSync(newMail)).toBe(true);
  });

  it('ends sessions past their expiry or their absolute lifetime', async () => {
    const member = await signUpAndIn(t.app, t.mails);
    const userId = (
      await db().selectFrom('user').select('id').where('email', '=', member.email).executeTakeFirstOrThrow()
    ).id;
    await db()
      .updateTable('session')
      .set({ expiresAt: hoursAgo(1) })
      .where('userId', '=', userId)
      .execute();
    const other = await signUpAndIn(t.app, t.mails);
    const otherId = (
      await db().selectFrom('user').select('id').where('email', '=', other.email).executeTakeFirstOrThrow()
    ).id;
    await db()
      .updateTable('session')
      .set({ createdAt: daysAgo(31) })
      .where('userId', '=', otherId)
      .execute();
    const keeper = await signUpAndIn(t.app, t.mails);
    const keeperId = (
      await db().selectFrom('user').select('id').where('email', '=', keeper.email).executeTakeFirstOrThrow()
    ).id;

    const run = await runRetention(t.app.ctx);

    expect(run).toMatchObject({ ran: true, counts: { sessions: 2 } });
    const left = await db()
      .selectFrom('session')
      .select('userId')
      .where('userId', 'in', [userId, otherId, keeperId])
      .execute();
    expect(left.map((s) => s.userId)).toEqual([keeperId]);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  it('runs the job once: an instance that finds the lock taken leaves the work to the holder', async () => {
    const url = t.config.databaseUrl as string;
    const second = await buildApp(t.config, {
      database: kyselyOnPostgres(url, 3),
      mailer: { send: async () => {}, close() {} },
      logger: pino({ level: 'silent' }),
      retentionJob: false,
    });
    try {
      const old = await waitingChild(CONSENT_WAIT_DAYS + 1);
      let secondRun: Awaited<ReturnType<typeof runRetention>> | undefined;
      // The second instance tries while the first holds the lock.
      const firstRun = await runRetention(t.app.ctx, {
        afterLock: async () => {
          secondRun = await runRetention(second.ctx);
        },
      });
      expect(secondRun).toEqual({ ran: false });
      expect(firstRun).toMatchObject({ ran: true, counts: { 'unconsented-child': 1 } });
      expect(await rowsOf(old.id)).toMatchObject({ users: 0 });

      // Started together, they still delete each account once between them.
      const next = await waitingChild(CONSENT_WAIT_DAYS + 2);
      const runs = await Promise.all([runRetention(t.app.ctx), runRetention(second.ctx)]);
      const deleted = runs.reduce((sum, r) => sum + (r.ran ? (r.counts['unconsented-child'] ?? 0) : 0), 0);
      expect(deleted).toBe(1);
      expect(await rowsOf(next.id)).toMatchObject({ users: 0 });

      // Once released, the lock is free for the other instance.
      expect(await runRetention(second.ctx)).toMatchObject({ ran: true });
    } finally {
      await second.close();
    }
  });
});
