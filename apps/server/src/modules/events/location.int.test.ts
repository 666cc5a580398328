import { MINOR_EVENT_PLACE, minorPrivacyMessages } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { bornYearsAgo, signUpChild } from '../../test/children.js';
import { type Member, newMember } from '../../test/community.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';

// Issue 15: no location is collected from minors. Their events happen online; a place is refused.

let t: TestApp;
let teen: Member;
let adult: Member;

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
const event = (location: string) => ({
  title: 'Comic club',
  type: 'workshop',
  description: 'We draw together',
  startsAt: inAWeek(),
  location,
  maxAttendees: null,
});
const eventPost = (location: string) => ({
  type: 'event',
  content: 'Come along',
  event: { title: 'Comic club', startsAt: inAWeek(), location },
});
type ErrorBody = { error: { code: string; message: string } };

function caller(cookie: string): Member['call'] {
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signUpAndIn(t.app, t.mails, { email: uniqueEmail('teen'), birth: bornYearsAgo(16) });
  teen = { id: '', cookie, email: '', call: caller(cookie) };
  adult = await newMember(t, 'Grown Up');
});
afterAll(async () => {
  await t.close();
});

function expectRefused(res: Awaited<ReturnType<Member['call']>>) {
  expect(res.statusCode).toBe(400);
  expect(json<ErrorBody>(res).error).toEqual({
    code: 'location_not_allowed',
    message: minorPrivacyMessages.locationNotAllowed,
  });
}

describe('a location from a minor', () => {
  it('is refused on a new event, an event post and an event edit, and nothing is stored', async () => {
    expectRefused(await teen.call('POST', '/api/events', event('Hill Street Library')));
    expectRefused(await teen.call('POST', '/api/posts', eventPost('12 Park Road')));
    const events = await t.app.ctx.db.selectFrom('events').select('location').execute();
    expect(events.map((e) => e.location)).not.toContain('Hill Street Library');

    const created = await teen.call('POST', '/api/events', event(MINOR_EVENT_PLACE));
    expect(created.statusCode).toBe(201);
    const { id, location } = json<{ id: string; location: string }>(created);
    expect(location).toBe(MINOR_EVENT_PLACE);
    expectRefused(await teen.call('PATCH', `/api/events/${id}`, { location: 'My school' }));
    expect((await teen.call('PATCH', `/api/events/${id}`, { title: 'Comic club, week 2' })).statusCode).toBe(200);
  });

  it('is not needed: an event post without a place happens online', async () => {
    const res = await teen.call('POST', '/api/posts', eventPost(''));
    expect(res.statusCode).toBe(201);
    expect(json<{ media: { location: string } }>(res).media.location).toBe(MINOR_EVENT_PLACE);
  });

  it('is refused from a child whose parent approved', async () => {
    const child = await signUpChild(t);
    await t.app.ctx.db.updateTable('user').set({ consentState: 'granted' }).where('id', '=', child.id).execute();
    t.app.ctx.sessions.forgetUser(child.id);
    expectRefused(await caller(child.cookie)('POST', '/api/events', event('Our street')));
  });

  it('an adult still gives a place', async () => {
    const res = await adult.call('POST', '/api/events', event('Hill Street Library'));
    expect(res.statusCode).toBe(201);
    expect(json<{ location: string }>(res).location).toBe('Hill Street Library');
    const post = await adult.call('POST', '/api/posts', eventPost('12 Park Road'));
    expect(post.statusCode).toBe(201);
  });
});
