import { RETENTION_LIMITS } from '@storyloom/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryQueuedMail } from '../modules/admin/mail-service.js';
import { deleteAccount } from '../modules/privacy/account-data.js';
import { DATABASE_TASKS } from '../modules/retention/job.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { newMember } from '../test/community.js';
import { uniqueEmail } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A row as the queue writes one; `daysAgo` sets its times back. */
async function queued(to: string, status: 'pending' | 'sent' | 'failed', daysAgo = 0) {
  const when = sql<Date>`now() - make_interval(days => ${daysAgo})`;
  const row = await t.app.ctx.db
    .insertInto('mail_queue')
    .values({
      to_address: to,
      subject: `${status} ${daysAgo}`,
      text_body: status === 'sent' ? '' : 'link',
      html_body: '',
      status,
      created_at: when,
      last_attempt_at: status === 'pending' ? null : when,
      sent_at: status === 'sent' ? when : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const ids = async () => (await t.app.ctx.db.selectFrom('mail_queue').select('id').execute()).map((r) => r.id);

describe('queued mail and data rights', () => {
  it('deleting an account deletes every queued mail to its address, and no one else’s', async () => {
    const member = await newMember(t, 'Mail Owner');
    const other = uniqueEmail('bystander');
    const mine = [
      await queued(member.email, 'pending'),
      await queued(member.email.toUpperCase(), 'failed'),
      await queued(member.email, 'sent'),
    ];
    const theirs = await queued(other, 'pending');
    await deleteAccount(t.app.ctx, member.id);
    const left = await ids();
    for (const id of mine) expect(left).not.toContain(id);
    expect(left).toContain(theirs);
  });

  it('the retention job deletes sent and failed mail after the kept time, never waiting mail', async () => {
    const days = RETENTION_LIMITS.mailQueueDays;
    const oldSent = await queued(uniqueEmail('old'), 'sent', days + 1);
    const oldFailed = await queued(uniqueEmail('old'), 'failed', days + 1);
    const recentSent = await queued(uniqueEmail('recent'), 'sent', days - 1);
    const recentFailed = await queued(uniqueEmail('recent'), 'failed', days - 1);
    const oldPending = await queued(uniqueEmail('waiting'), 'pending', days + 1);
    const task = DATABASE_TASKS['mail-queue'];
    expect(task).toBeDefined();
    expect(await task?.(t.app.ctx)).toBe(2);
    const left = await ids();
    expect(left).not.toContain(oldSent);
    expect(left).not.toContain(oldFailed);
    expect(left).toEqual(expect.arrayContaining([recentSent, recentFailed, oldPending]));
  });

  it('an admin retry makes a waiting mail due now but keeps the lease of the instance sending it', async () => {
    const id = await queued(uniqueEmail('leased'), 'pending');
    const lease = new Date(Date.now() + 60_000);
    await t.app.ctx.db
      .updateTable('mail_queue')
      .set({ locked_until: lease, next_attempt_at: new Date(Date.now() + 600_000) })
      .where('id', '=', id)
      .execute();
    await retryQueuedMail(t.app.ctx.db, id);
    const row = await t.app.ctx.db
      .selectFrom('mail_queue')
      .select(['status', 'locked_until', 'next_attempt_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(new Date(row.locked_until as Date).getTime()).toBe(lease.getTime());
    expect(new Date(row.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});
