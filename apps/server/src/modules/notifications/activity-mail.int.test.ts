import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { deliverDueActivityMails } from './mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (m: Member) => t.mails.filter((mail) => mail.to === m.email);
const preference = (m: Member, value: { inApp: boolean; email: boolean }) =>
  m.call('PUT', '/api/settings/notifications', { category: 'community_activity', ...value });

describe('community activity mail', () => {
  it('mails the author about a comment from someone else, with the comment and links; not likes or own comments', async () => {
    const author = await newMember(t, 'Ada Mailbox');
    const reader = await newMember(t, 'Ben Reader');
    const before = mailsTo(author).length;
    const post = await publish(author, 'what do you think?');
    await author.call('POST', `/api/posts/${post}/comments`, { content: 'my own note' });
    await reader.call('PUT', `/api/posts/${post}/like`);
    expect(mailsTo(author)).toHaveLength(before);

    const comment = await reader.call('POST', `/api/posts/${post}/comments`, { content: 'Love the hook!' });
    expect(comment.statusCode).toBe(201);
    const mails = mailsTo(author).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Ben Reader commented on your post');
    expect(mails[0]?.text).toContain('"Love the hook!"');
    expect(mails[0]?.text).toContain(`${t.config.appUrl}/feed?post=${post}`);
    expect(mails[0]?.text).toContain(`${t.config.appUrl}/settings/notifications`);
  });

  it('mails a new follower once, not on a repeat follow', async () => {
    const star = await newMember(t, 'Cleo Star');
    const fan = await newMember(t, 'Dev Fan');
    await fan.call('PUT', `/api/members/${star.id}/follow`);
    await fan.call('PUT', `/api/members/${star.id}/follow`);
    const mails = mailsTo(star).filter((m) => m.subject === 'Dev Fan started following you');
    expect(mails).toHaveLength(1);
  });

  it('sends nothing when community mail is off, whatever the in-app setting; the email channel alone decides', async () => {
    const quiet = await newMember(t, 'Eve Quiet');
    const loud = await newMember(t, 'Finn Loud');
    const friend = await newMember(t, 'Gus Friend');
    expect((await preference(quiet, { inApp: true, email: false })).statusCode).toBe(200);
    expect((await preference(loud, { inApp: false, email: true })).statusCode).toBe(200);
    const before = { quiet: mailsTo(quiet).length, loud: mailsTo(loud).length };
    for (const m of [quiet, loud]) {
      const post = await publish(m, 'hello');
      await friend.call('POST', `/api/posts/${post}/comments`, { content: 'hi!' });
      await friend.call('PUT', `/api/members/${m.id}/follow`);
    }
    // The comment mails at once; the follow waits for the next digest (finding 3), then comes too.
    expect(mailsTo(quiet).length - before.quiet).toBe(0);
    expect(mailsTo(loud).length - before.loud).toBe(1);
    await t.app.ctx.db
      .updateTable('activity_mails')
      .set({ sent_at: new Date(Date.now() - 2 * 3_600_000) })
      .where('sent_at', 'is not', null)
      .execute();
    await deliverDueActivityMails(t.app.ctx, t.app.log);
    expect(mailsTo(quiet).length - before.quiet).toBe(0);
    expect(mailsTo(loud).length - before.loud).toBe(2);
  });
});
