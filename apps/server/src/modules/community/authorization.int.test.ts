import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, type Member, newMember, publish } from '../../test/community.js';

/**
 * The authorization matrix of every community endpoint: a guest gets 401; another user gets 403 on
 * what they can see but do not own, 404 on what they cannot see (a private post); the owner succeeds.
 */
let t: TestApp;
let owner: Member;
let other: Member;
const ids = { post: '', privatePost: '', comment: '', space: '' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t, 'Owner Olivia');
  other = await newMember(t, 'Other Oscar');
  ids.post = await publish(owner, 'public post');
  ids.privatePost = await publish(owner, 'private post', { visibility: 'private' });
  ids.comment = json<{ id: string }>(
    await owner.call('POST', `/api/posts/${ids.post}/comments`, { content: 'mine' }),
  ).id;
  ids.space = json<{ id: string }>(await owner.call('POST', '/api/spaces', { name: 'Owner space' })).id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = [Method, (i: typeof ids) => string, unknown];
const zero = '00000000-0000-4000-8000-000000000000';

/** Every community endpoint, with a valid body. */
const endpoints: Row[] = [
  ['GET', () => '/api/posts', undefined],
  ['GET', () => '/api/posts/trending', undefined],
  ['POST', () => '/api/posts', { type: 'post', content: 'x' }],
  ['GET', (i) => `/api/posts/${i.post}`, undefined],
  ['PATCH', (i) => `/api/posts/${i.post}`, { content: 'changed' }],
  ['DELETE', () => `/api/posts/${zero}`, undefined],
  ['PUT', (i) => `/api/posts/${i.post}/like`, undefined],
  ['DELETE', (i) => `/api/posts/${i.post}/like`, undefined],
  ['GET', (i) => `/api/posts/${i.post}/comments`, undefined],
  ['POST', (i) => `/api/posts/${i.post}/comments`, { content: 'hi' }],
  ['PATCH', (i) => `/api/comments/${i.comment}`, { content: 'edited' }],
  ['DELETE', () => `/api/comments/${zero}`, undefined],
  ['GET', () => '/api/spaces', undefined],
  ['POST', () => '/api/spaces', { name: 'New' }],
  ['GET', (i) => `/api/spaces/${i.space}`, undefined],
  ['PATCH', (i) => `/api/spaces/${i.space}`, { name: 'Renamed' }],
  ['GET', (i) => `/api/spaces/${i.space}/members`, undefined],
  ['PUT', (i) => `/api/spaces/${i.space}/membership`, undefined],
  ['DELETE', (i) => `/api/spaces/${i.space}/membership`, undefined],
  ['GET', () => '/api/members', undefined],
  ['GET', () => '/api/members/active', undefined],
  ['PUT', () => `/api/members/${zero}/follow`, undefined],
  ['DELETE', () => `/api/members/${zero}/follow`, undefined],
  ['GET', () => '/api/community/me', undefined],
  ['GET', () => '/api/community/stream', undefined],
  ['GET', () => '/api/leaderboard', undefined],
  ['GET', () => '/api/notifications', undefined],
  ['GET', () => '/api/notifications/unread-count', undefined],
  ['POST', () => '/api/notifications/read', {}],
  ['GET', () => '/api/events', undefined],
  ['GET', () => '/api/events/calendar?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z', undefined],
  [
    'POST',
    () => '/api/events',
    {
      title: 'x',
      type: 'workshop',
      description: 'd',
      startsAt: '2099-01-01T00:00:00Z',
      location: 'here',
      maxAttendees: null,
    },
  ],
  ['GET', () => `/api/events/${zero}`, undefined],
  ['GET', () => `/api/events/${zero}/calendar.ics`, undefined],
];

describe('authorization matrix', () => {
  it.each(endpoints)('%s %s refuses a guest with 401', async (method, url, body) => {
    const res = await guestCall(t, method, url(ids), body);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('lets another user read but not change the owner’s post (403), comment (403) or space settings (403)', async () => {
    expect((await other.call('GET', `/api/posts/${ids.post}`)).statusCode).toBe(200);
    expect((await other.call('PATCH', `/api/posts/${ids.post}`, { content: 'hijack' })).statusCode).toBe(403);
    expect((await other.call('DELETE', `/api/posts/${ids.post}`)).statusCode).toBe(403);
    expect((await other.call('PATCH', `/api/comments/${ids.comment}`, { content: 'hijack' })).statusCode).toBe(403);
    expect((await other.call('DELETE', `/api/comments/${ids.comment}`)).statusCode).toBe(403);
    expect((await other.call('GET', `/api/spaces/${ids.space}`)).statusCode).toBe(200);
    expect((await other.call('PATCH', `/api/spaces/${ids.space}`, { name: 'Mine now' })).statusCode).toBe(403);
    // Joining does not make anyone an admin.
    expect((await other.call('PUT', `/api/spaces/${ids.space}/membership`)).statusCode).toBe(200);
    expect((await other.call('PATCH', `/api/spaces/${ids.space}`, { name: 'Mine now' })).statusCode).toBe(403);
  });

  it('answers 404 for everything about someone else’s private post', async () => {
    const p = ids.privatePost;
    for (const [method, url, body] of [
      ['GET', `/api/posts/${p}`, undefined],
      ['PATCH', `/api/posts/${p}`, { content: 'x' }],
      ['DELETE', `/api/posts/${p}`, undefined],
      ['PUT', `/api/posts/${p}/like`, undefined],
      ['DELETE', `/api/posts/${p}/like`, undefined],
      ['GET', `/api/posts/${p}/comments`, undefined],
      ['POST', `/api/posts/${p}/comments`, { content: 'x' }],
    ] as Array<[Method, string, unknown]>) {
      const res = await other.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets the owner change and delete their own things', async () => {
    expect((await owner.call('PATCH', `/api/posts/${ids.privatePost}`, { content: 'still mine' })).statusCode).toBe(
      200,
    );
    expect((await owner.call('PATCH', `/api/comments/${ids.comment}`, { content: 'edited' })).statusCode).toBe(200);
    expect((await owner.call('PATCH', `/api/spaces/${ids.space}`, { description: 'Ours' })).statusCode).toBe(200);
    expect((await owner.call('DELETE', `/api/comments/${ids.comment}`)).statusCode).toBe(204);
    expect((await owner.call('DELETE', `/api/posts/${ids.privatePost}`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/api/posts/${ids.privatePost}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400: unknown keys, a bad id, a blank comment, an icon off the list', async () => {
    expect((await owner.call('POST', '/api/posts', { type: 'post', content: 'x', author: 'me' })).statusCode).toBe(400);
    expect((await owner.call('GET', '/api/posts/not-a-uuid')).statusCode).toBe(400);
    expect((await owner.call('POST', `/api/posts/${ids.post}/comments`, { content: '  ' })).statusCode).toBe(400);
    expect((await owner.call('POST', '/api/spaces', { name: 'X', icon: '💩' })).statusCode).toBe(400);
    expect((await owner.call('POST', '/api/spaces', { name: '   ' })).statusCode).toBe(400);
    expect((await owner.call('PUT', `/api/members/${owner.id}/follow`)).statusCode).toBe(400);
  });
});
