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

type Member = { id: string; email: string; role: string; status: string; name: string | null };
type ErrorBody = { error: { code: string; message: string } };
const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('team', () => {
  it('lists the owner first, without role actions on the server side either', async () => {
    expect((await call('GET', '/api/settings/team')).statusCode).toBe(401);
    const owner = await signUpAndIn(t.app, t.mails, { name: 'Olive Owner' });
    const team = json<{ items: Member[]; total: number }>(await call('GET', '/api/settings/team', owner.cookie));
    expect(team.total).toBe(1);
    expect(team.items[0]).toMatchObject({ role: 'owner', status: 'active', email: owner.email, name: 'Olive Owner' });
    const ownerId = team.items[0]?.id as string;
    // The owner is not a team row: it cannot be re-roled or removed.
    expect((await call('PATCH', `/api/settings/team/${ownerId}`, owner.cookie, { role: 'editor' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/settings/team/${ownerId}`, owner.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/settings/team/invitations', owner.cookie, { email: owner.email, role: 'admin' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/settings/team/invitations', owner.cookie, { email: 'x@example.com', role: 'owner' }))
        .statusCode,
    ).toBe(400);
  });

  it('invites by mail, changes the role and removes; other users cannot touch the team', async () => {
    const owner = await signUpAndIn(t.app, t.mails, { name: 'Olive Owner' });
    const stranger = await signUpAndIn(t.app, t.mails);
    const invitee = uniqueEmail('editor');
    const res = await call('POST', '/api/settings/team/invitations', owner.cookie, { email: invitee, role: 'editor' });
    expect(res.statusCode).toBe(201);
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ to: invitee, subject: 'You are invited to join a team on Storyloom' });
    expect(mail?.text).toContain('Olive Owner invited you');
    expect(mail?.text).toMatch(/\/settings\/team\?invitation=[\w-]{20,}/);
    const again = await call('POST', '/api/settings/team/invitations', owner.cookie, {
      email: invitee.toUpperCase(),
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);

    const member = json<{ items: Member[] }>(await call('GET', '/api/settings/team', owner.cookie)).items[1] as Member;
    expect(member).toMatchObject({ email: invitee, role: 'editor', status: 'invited' });
    expect(
      (await call('PATCH', `/api/settings/team/${member.id}`, stranger.cookie, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/settings/team/${member.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/settings/team/${member.id}`, owner.cookie, { role: 'admin' })).statusCode).toBe(
      200,
    );
    expect(json<{ items: Member[] }>(await call('GET', '/api/settings/team', owner.cookie)).items[1]?.role).toBe(
      'admin',
    );
    expect((await call('DELETE', `/api/settings/team/${member.id}`, owner.cookie)).statusCode).toBe(200);
    expect(json<{ total: number }>(await call('GET', '/api/settings/team', owner.cookie)).total).toBe(1);
  });

  it('lets only the invited address accept, once', async () => {
    const owner = await signUpAndIn(t.app, t.mails, { name: 'Olive Owner' });
    const inviteeEmail = uniqueEmail('invitee');
    await call('POST', '/api/settings/team/invitations', owner.cookie, { email: inviteeEmail, role: 'admin' });
    const token = /invitation=([\w-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1] as string;
    const other = await signUpAndIn(t.app, t.mails);
    const wrong = await call('POST', '/api/settings/team/invitations/accept', other.cookie, { token });
    expect(wrong.statusCode).toBe(403);
    expect(json<ErrorBody>(wrong).error.message).toContain(inviteeEmail.toLowerCase());

    const invitee = await signUpAndIn(t.app, t.mails, { email: inviteeEmail, name: 'Ivy Invitee' });
    const ok = await call('POST', '/api/settings/team/invitations/accept', invitee.cookie, { token });
    expect(json(ok)).toEqual({ ownerName: 'Olive Owner', role: 'admin' });
    expect((await call('POST', '/api/settings/team/invitations/accept', invitee.cookie, { token })).statusCode).toBe(
      404,
    );
    const team = json<{ items: Member[] }>(await call('GET', '/api/settings/team', owner.cookie));
    expect(team.items[1]).toMatchObject({ status: 'active', name: 'Ivy Invitee', role: 'admin' });
  });
});
