import type { FilterTerm } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';

const adminEmail = uniqueEmail('filter-admin');
let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = (await signUpAndIn(t.app, t.mails, { email: adminEmail })).cookie;
  member = (await signUpAndIn(t.app, t.mails)).cookie;
});
afterAll(async () => {
  await t.close();
});

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const language = (text: string) => t.app.ctx.filter.scan({ content: text }).filter((f) => f.kind === 'language');

describe('admin filter terms', () => {
  it('refuses a guest (401) and a member (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/filter-terms' })).statusCode).toBe(401);
    expect((await call(member, 'GET', '/api/admin/filter-terms')).statusCode).toBe(403);
    const post = await call(member, 'POST', '/api/admin/filter-terms', { term: 'zorblax', kind: 'block' });
    expect(post.statusCode).toBe(403);
    expect(language('you zorblax')).toEqual([]);
  });

  it('a block term is found by the filter at once, and is gone after it is deleted', async () => {
    expect(language('what a zorblax')).toEqual([]);
    const res = await call(admin, 'POST', '/api/admin/filter-terms', { term: '  Zorblax ', kind: 'block' });
    expect(res.statusCode).toBe(201);
    const term = json<FilterTerm>(res);
    expect(term).toMatchObject({ term: 'zorblax', kind: 'block' });
    expect(language('what a z0rblax!').map((f) => f.match)).toEqual(['z0rblax']);

    const again = await call(admin, 'POST', '/api/admin/filter-terms', { term: 'zorblax', kind: 'block' });
    expect(again.statusCode).toBe(200);
    expect(json<FilterTerm>(again).id).toBe(term.id);

    const list = json<FilterTerm[]>(await call(admin, 'GET', '/api/admin/filter-terms'));
    expect(list.map((x) => x.term)).toContain('zorblax');

    expect((await call(member, 'DELETE', `/api/admin/filter-terms/${term.id}`)).statusCode).toBe(403);
    expect(language('what a zorblax')).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/api/admin/filter-terms/${term.id}`)).statusCode).toBe(204);
    expect(language('what a zorblax')).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/admin/filter-terms/${term.id}`)).statusCode).toBe(404);
  });

  it('an allow term lets a flagged word through', async () => {
    expect(language('a song by John Hooker')).toHaveLength(1);
    const res = await call(admin, 'POST', '/api/admin/filter-terms', { term: 'John Hooker', kind: 'allow' });
    expect(res.statusCode).toBe(201);
    expect(language('a song by John Hooker')).toEqual([]);
    expect(language('a hooker')).toHaveLength(1);
  });

  it('validates the body', async () => {
    const empty = await call(admin, 'POST', '/api/admin/filter-terms', { term: '  ', kind: 'block' });
    expect(empty.statusCode).toBe(400);
    const kind = await call(admin, 'POST', '/api/admin/filter-terms', { term: 'x', kind: 'maybe' });
    expect(kind.statusCode).toBe(400);
  });

  it('loads the stored terms when the app starts', async () => {
    await call(admin, 'POST', '/api/admin/filter-terms', { term: 'blorgle', kind: 'block' });
    t = await t.restart();
    expect(language('such blorgle')).toHaveLength(1);
    expect(language('a song by John Hooker')).toEqual([]);
  });
});
