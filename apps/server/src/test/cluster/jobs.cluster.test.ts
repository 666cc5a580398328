import { randomUUID } from 'node:crypto';
import { CONSENT_WAIT_DAYS } from '@storyloom/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { overdueDigestMail } from '../../modules/moderation/mails.js';
import { underRetentionLock } from '../../modules/retention/lock.js';
import { comingOfAgeSubjects } from '../../modules/retention/mails.js';
import { SAFETY_THRESHOLDS } from '../../safety/thresholds.js';
import { call, cookieOf, eventually, type Member, newMember, nextClientAddress } from './client.js';
import { type Cluster, clusterLogs, eventsEverywhere, sharedCluster } from './harness.js';
import { expectMailOnce } from './mail-checks.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await sharedCluster();
});

/** A birth month `years` full years ago, as the age screen takes it. */
function bornYearsAgo(years: number) {
  const now = new Date();
  return { birthMonth: now.getUTCMonth() + 1, birthYear: now.getUTCFullYear() - years };
}

const ago = (hours: number) => sql<Date>`now() - make_interval(hours => ${hours})`;

/** A child account through the real routes (age screen, then the parent path), waiting for approval. */
async function waitingChild(parentEmail: string): Promise<string> {
  const address = nextClientAddress();
  const base = { address, origin: cluster.appUrl };
  const screen = await call(cluster.appUrl, 'POST', '/api/age-screen', { ...base, body: bornYearsAgo(12) });
  expect(screen.status).toBe(200);
  const username = `kid_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const signUp = await call(cluster.appUrl, 'POST', '/api/children/sign-up', {
    ...base,
    cookie: cookieOf(screen),
    body: { username, password: 'kite-river-42', parentEmail },
  });
  expect(signUp.status, signUp.body).toBe(200);
  const row = await cluster.db
    .selectFrom('profiles')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member who turned 18 while linked to a parent (as retention.int.test.ts sets one up). */
async function linkedMemberNowAdult(parentEmail: string): Promise<Member> {
  const member = await newMember(cluster, 'Grown Member', { birth: bornYearsAgo(18) });
  await cluster.db.updateTable('user').set({ consentState: 'granted' }).where('id', '=', member.id).execute();
  await cluster.db
    .insertInto('parental_links')
    .values({ user_id: member.id, parent_email: parentEmail, notice_version: 'cluster' })
    .execute();
  return member;
}

const sumOf = (entries: Array<Record<string, unknown>>, kind: string) =>
  entries.reduce((sum, e) => sum + Number((e.counts as Record<string, number> | undefined)?.[kind] ?? 0), 0);

/**
 * Holds the retention job's cross-instance lock through the job's own code, as an instance in the
 * middle of a run would, until release() is called.
 */
async function holdRetentionLock(): Promise<{ release(): Promise<unknown> }> {
  let release = () => {};
  let held: () => void = () => {};
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const run = underRetentionLock({ db: cluster.db, dbKind: 'postgres' }, async () => {
    held();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await Promise.race([isHeld, run]);
  return {
    release: () => {
      release();
      return run;
    },
  };
}

const childExists = async (id: string) =>
  Boolean(await cluster.db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst());

describe('scheduled jobs run once across instances', () => {
  it('three instances start together: retention waits for the run in progress, then one deletion and one mail each; one safety digest per admin', async () => {
    const admins = await Promise.all([newMember(cluster, 'Admin One'), newMember(cluster, 'Admin Two')]);
    await cluster.db
      .updateTable('user')
      .set({ role: 'admin' })
      .where(
        'id',
        'in',
        admins.map((a) => a.id),
      )
      .execute();
    const [author, reporter] = await Promise.all([newMember(cluster, 'Post Author'), newMember(cluster, 'Reporter')]);
    const posted = await author.call(cluster.appUrl, 'POST', '/api/posts', {
      type: 'post',
      content: 'A reported post',
    });
    expect(posted.status).toBe(201);
    const itemId = posted.json<{ id: string }>().id;
    const report = await reporter.call(cluster.appUrl, 'POST', '/api/reports', {
      surface: 'post',
      itemId,
      reason: 'spam',
    });
    expect(report.status).toBe(201);
    await cluster.db
      .updateTable('reports')
      .set({ created_at: ago(SAFETY_THRESHOLDS.reportOverdueHours + 1) })
      .where('item_id', '=', itemId)
      .execute();

    const childId = await waitingChild(`parent.waiting.${Date.now()}@example.com`);
    await cluster.db
      .updateTable('user')
      .set({ createdAt: ago(24 * (CONSENT_WAIT_DAYS + 1)) })
      .where('id', '=', childId)
      .execute();
    const grownParent = `parent.grown.${Date.now()}@example.com`;
    const grown = await linkedMemberNowAdult(grownParent);

    // A deploy while a retention run is in progress elsewhere: all three start at the same moment
    // and each runs its jobs at start; none may start a second retention run meanwhile.
    const lock = await holdRetentionLock();
    try {
      await cluster.restartAll();
      await eventually(
        async () =>
          cluster.instances.every((i) => i.events('retention.skipped').length > 0) ||
          cluster.instances.some((i) => i.events('retention.run').length > 0)
            ? true
            : undefined,
        30_000,
        'every instance to leave retention to the run in progress',
      );
      expect(cluster.instances.flatMap((i) => i.events('retention.run'))).toEqual([]);
      expect(await childExists(childId)).toBe(true);
    } finally {
      await lock.release();
    }
    // The next run (an instance started again; the hourly tick would do the same) does the work once.
    await cluster.restart(0);
    await eventually(async () => ((await childExists(childId)) ? undefined : true), 30_000, 'the child deletion');

    const digestSubject = overdueDigestMail(
      cluster.appUrl,
      [{ surface: 'post', excerpt: '', reports: 1, since: new Date() }],
      1,
      SAFETY_THRESHOLDS.reportOverdueHours,
    ).subject;
    await Promise.all([
      ...admins.map((admin) => expectMailOnce(cluster.mail, admin.email, digestSubject)),
      expectMailOnce(cluster.mail, grownParent, comingOfAgeSubjects.parent),
      expectMailOnce(cluster.mail, grown.email, comingOfAgeSubjects.member),
    ]);
    const runs = eventsEverywhere(cluster, 'retention.run');
    expect(sumOf(runs, 'unconsented-child'), clusterLogs(cluster)).toBe(1);
    expect(sumOf(runs, 'parental-link')).toBe(1);
    // Four start-ups (three together, one after), one digest: the day's row decides who sends.
    const digests = eventsEverywhere(cluster, 'moderation.overdue_digest');
    expect(digests.map((d) => d.sent)).toEqual([admins.length]);
    expect(await cluster.db.selectFrom('safety_digests').select('day').execute()).toHaveLength(1);
  });
});
