import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };

const invite = (cookie: string, email: string, remoteAddress = '10.44.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings/team/invitations',
    headers: { cookie },
    payload: { email, role: 'editor' },
    remoteAddress,
  });
const accept = (cookie: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings/team/invitations/accept',
    headers: { cookie },
    payload: { token },
  });
const tokenIn = (text: string | undefined) => /invitation=([\w-]+)/.exec(text ?? '')?.[1] as string;

describe('team invitations', () => {
  it('finding 4: the invitation mail has a fixed subject and never turns the owner’s text into a link', async () => {
    const owner = await signUpAndIn(t.app, t.mails, { name: 'Olive Owner' });
    // A name from before names were checked: stored as it was typed.
    await t.app.ctx.db
      .updateTable('user')
      .set({ name: 'Olive <b>https://evil.example/win</b>' })
      .where('email', '=', owner.email)
      .execute();
    t.app.ctx.sessions.clear();
    const invitee = uniqueEmail('invitee');
    expect((await invite(owner.cookie, invitee)).statusCode).toBe(201);
    const mail = t.mails.findLast((m) => m.to === invitee);
    expect(mail?.subject).toBe('You are invited to join a team on Storyloom');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).not.toContain('href="https://evil.example');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
    // The invitation link itself stays usable.
    expect(mail?.text).toMatch(/\/settings\/team\?invitation=[\w-]{20,}/);
    expect(mail?.html).toMatch(/href="http[^"]+\/settings\/team\?invitation=[\w-]{20,}"/);
  });

  it('finding 4: an invitation expires after 7 days and says so', async () => {
    const owner = await signUpAndIn(t.app, t.mails, { name: 'Olive Owner' });
    const inviteeEmail = uniqueEmail('late-invitee');
    expect((await invite(owner.cookie, inviteeEmail)).statusCode).toBe(201);
    const token = tokenIn(t.mails.findLast((m) => m.to === inviteeEmail)?.text);
    await t.app.ctx.db
      .updateTable('team_members')
      .set({ invited_at: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000) })
      .where('email', '=', inviteeEmail)
      .execute();
    const invitee = await signUpAndIn(t.app, t.mails, { email: inviteeEmail });
    const late = await accept(invitee.cookie, token);
    expect(late.statusCode).toBe(410);
    expect(json<ErrorBody>(late).error).toEqual({
      code: 'invitation_expired',
      message: 'This invitation has expired. Ask the team owner to send a new one.',
    });
    // Inviting the same address again sends a fresh invitation that works.
    expect((await invite(owner.cookie, inviteeEmail)).statusCode).toBe(201);
    const fresh = tokenIn(t.mails.findLast((m) => m.to === inviteeEmail)?.text);
    expect(fresh).not.toBe(token);
    expect((await accept(invitee.cookie, fresh)).statusCode).toBe(200);
  });

  it('finding 4: an owner sends at most 20 invitations a day, from any address', async () => {
    const owner = await signUpAndIn(t.app, t.mails, { name: 'Olive Owner' });
    for (let i = 0; i < 20; i++) {
      expect((await invite(owner.cookie, uniqueEmail(`daily-${i}`), `10.45.${i}.1`)).statusCode).toBe(201);
    }
    const over = await invite(owner.cookie, uniqueEmail('daily-21'), '10.45.99.1');
    expect(over.statusCode).toBe(429);
    expect(json<ErrorBody>(over).error.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    const another = await signUpAndIn(t.app, t.mails);
    expect((await invite(another.cookie, uniqueEmail('daily-other'), '10.45.99.2')).statusCode).toBe(201);
  });
});
