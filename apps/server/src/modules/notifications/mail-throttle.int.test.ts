import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { deliverDueActivityMails } from './mail.js';

/** Finding 3 of the security review: community activity cannot be turned into a mail cannon. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (m: Member) => t.mails.filter((mail) => mail.to === m.email);

/** As if the digest period had passed since the recipient's last activity mail. */
async function afterThePeriod(m: Member) {
  await t.app.ctx.db
    .updateTable('activity_mails')
    .set({ sent_at: new Date(Date.now() - 2 * 3_600_000) })
    .where('recipient_id', '=', m.id)
    .where('sent_at', 'is not', null)
    .execute();
}

describe('finding 3: mail as a weapon', () => {
  it('follow/unfollow cycles send one follower mail, not one per cycle', async () => {
    const star = await newMember(t, 'Star Stella');
    const fan = await newMember(t, 'Fan Felix');
    const before = mailsTo(star).length;
    for (let i = 0; i < 6; i++) {
      expect((await fan.call('PUT', `/api/members/${star.id}/follow`)).statusCode).toBe(200);
      expect((await fan.call('DELETE', `/api/members/${star.id}/follow`)).statusCode).toBe(200);
    }
    await afterThePeriod(star);
    await deliverDueActivityMails(t.app.ctx, t.app.log);
    expect(mailsTo(star).length - before).toBe(1);
  });

  it('puts a write limit on follow and unfollow', async () => {
    const star = await newMember(t, 'Limit Lena');
    const fan = await newMember(t, 'Busy Bo');
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await fan.call('PUT', `/api/members/${star.id}/follow`)).statusCode);
    expect(statuses).toContain(429);
    const unfollows: number[] = [];
    for (let i = 0; i < 70; i++)
      unfollows.push((await fan.call('DELETE', `/api/members/${star.id}/follow`)).statusCode);
    expect(unfollows).toContain(429);
  });

  it('digests comment mails per recipient: one now, the rest in one mail after the period', async () => {
    const author = await newMember(t, 'Author Ana');
    const readers = [await newMember(t, 'Reader One'), await newMember(t, 'Reader Two')];
    const post = await publish(author, 'Feedback welcome');
    const before = mailsTo(author).length;
    for (let i = 0; i < 6; i++) {
      const reader = readers[i % 2] as Member;
      expect((await reader.call('POST', `/api/posts/${post}/comments`, { content: `comment ${i}` })).statusCode).toBe(
        201,
      );
    }
    expect(mailsTo(author).length - before).toBe(1);
    // Within the period nothing more goes out, however often the job runs.
    await deliverDueActivityMails(t.app.ctx, t.app.log);
    expect(mailsTo(author).length - before).toBe(1);
    await afterThePeriod(author);
    await deliverDueActivityMails(t.app.ctx, t.app.log);
    const mails = mailsTo(author).slice(before);
    expect(mails).toHaveLength(2);
    const digest = mails[1];
    expect(digest?.subject).toBe('5 new comments on your posts');
    for (let i = 1; i < 6; i++) expect(digest?.text).toContain(`comment ${i}`);
    // A digest is sent once: the next run finds nothing due.
    await afterThePeriod(author);
    await deliverDueActivityMails(t.app.ctx, t.app.log);
    expect(mailsTo(author).slice(before)).toHaveLength(2);
  });

  it('drops a waiting digest when the recipient turns community mail off meanwhile', async () => {
    const author = await newMember(t, 'Changing Chloe');
    const reader = await newMember(t, 'Reader Rob');
    const post = await publish(author, 'Thoughts?');
    const before = mailsTo(author).length;
    await reader.call('POST', `/api/posts/${post}/comments`, { content: 'first' });
    await reader.call('POST', `/api/posts/${post}/comments`, { content: 'second' });
    expect(mailsTo(author).length - before).toBe(1);
    const off = { category: 'community_activity', inApp: true, email: false };
    expect((await author.call('PUT', '/api/settings/notifications', off)).statusCode).toBe(200);
    await afterThePeriod(author);
    await deliverDueActivityMails(t.app.ctx, t.app.log);
    expect(mailsTo(author).length - before).toBe(1);
  });

  it('never turns a link in a comment into a link in the mail', async () => {
    const author = await newMember(t, 'Careful Cara');
    const reader = await newMember(t, 'Phisher Phil');
    const post = await publish(author, 'hi');
    await reader.call('POST', `/api/posts/${post}/comments`, { content: 'claim your prize at https://evil.example/x' });
    const mail = mailsTo(author).at(-1);
    expect(mail?.html).not.toMatch(/<a[^>]+evil\.example/);
  });
});
