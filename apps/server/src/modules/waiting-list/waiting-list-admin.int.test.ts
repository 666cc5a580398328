import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';

type Page = {
  items: Array<{ name: string; email: string; role: string | null; interests: string[] | null; createdAt: string }>;
  total: number;
  page: number;
  pageSize: number;
};

let t: TestApp;
let admin: string;
let creator: string;
const adminEmail = uniqueEmail('wl-admin');

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = (await signUpAndIn(t.app, t.mails, { email: adminEmail })).cookie;
  creator = (await signUpAndIn(t.app, t.mails)).cookie;
  // 12 entries a minute apart (newest last), plus a few with awkward values for search and CSV.
  const base = Date.parse('2030-01-01T00:00:00Z');
  await t.app.ctx.db
    .insertInto('waiting_list')
    .values([
      ...Array.from({ length: 12 }, (_, i) => ({
        name: `Member ${String(i).padStart(2, '0')}`,
        email: `member${i}@school.example`,
        role: i % 3 === 0 ? ('educator' as const) : ('student' as const),
        interests: i % 2 ? (['storytelling', 'digital_marketing'] as const).slice() : null,
        created_at: new Date(base + i * 60_000),
      })),
      {
        name: '=HYPERLINK("x")',
        email: 'formula@evil.example',
        role: null,
        interests: null,
        created_at: new Date(base - 60_000),
      },
      {
        name: 'Quote "Q" Person',
        email: 'quote@x.example',
        role: 'other' as const,
        interests: null,
        created_at: new Date(base - 120_000),
      },
      {
        name: '100% Sure_Thing',
        email: 'pct@x.example',
        role: null,
        interests: null,
        created_at: new Date(base - 180_000),
      },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('admin waiting list access', () => {
  it.each(['/api/admin/waiting-list', '/api/admin/waiting-list/export'])(
    'refuses %s to a guest (401) and to a non-admin (403)',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const res = await get(url, creator);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ error: { code: 'forbidden', message: 'You are not allowed to do this' } });
    },
  );
});

describe('GET /api/admin/waiting-list', () => {
  it('pages newest first, 10 by default, with the exact total', async () => {
    const first = json<Page>(await get('/api/admin/waiting-list'));
    expect(first.total).toBe(15);
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      name: 'Member 11',
      email: 'member11@school.example',
      role: 'student',
      interests: ['storytelling', 'digital_marketing'],
      createdAt: '2030-01-01T00:11:00.000Z',
    });
    const second = json<Page>(await get('/api/admin/waiting-list?page=2'));
    expect(second.items.map((i) => i.name)).toEqual([
      'Member 01',
      'Member 00',
      '=HYPERLINK("x")',
      'Quote "Q" Person',
      '100% Sure_Thing',
    ]);
  });

  it('searches name and email case-insensitively as a substring', async () => {
    const byName = json<Page>(await get('/api/admin/waiting-list?search=MEMBER%201'));
    expect(byName.items.map((i) => i.name)).toEqual(['Member 11', 'Member 10']);
    expect(byName.total).toBe(2);
    const byEmail = json<Page>(await get('/api/admin/waiting-list?search=EVIL.EX'));
    expect(byEmail.items.map((i) => i.email)).toEqual(['formula@evil.example']);
  });

  it('matches % and _ literally', async () => {
    expect(json<Page>(await get('/api/admin/waiting-list?search=0%25')).items.map((i) => i.name)).toEqual([
      '100% Sure_Thing',
    ]);
    expect(json<Page>(await get('/api/admin/waiting-list?search=e_t')).items.map((i) => i.name)).toEqual([
      '100% Sure_Thing',
    ]);
    expect(json<Page>(await get('/api/admin/waiting-list?search=%25%25')).total).toBe(0);
  });

  it('refuses a bad page or an over-long search with 400', async () => {
    expect((await get('/api/admin/waiting-list?page=0')).statusCode).toBe(400);
    expect((await get(`/api/admin/waiting-list?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/waiting-list/export', () => {
  it('streams every matching row as CSV with the spec header, file name and quoting', async () => {
    const res = await get('/api/admin/waiting-list/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="waiting-list-${day}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,Interests,Created At');
    expect(lines[1]).toBe(
      '"Member 11","member11@school.example","student","storytelling, digital_marketing","2030-01-01T00:11:00.000Z"',
    );
    expect(lines).toContain(`"'=HYPERLINK(""x"")","formula@evil.example","","","2029-12-31T23:59:00.000Z"`);
    expect(lines).toContain(`"Quote ""Q"" Person","quote@x.example","other","","2029-12-31T23:58:00.000Z"`);
    expect(lines.filter(Boolean)).toHaveLength(16);
  });

  it('applies the search, and writes only the header when nothing matches', async () => {
    const some = await get('/api/admin/waiting-list/export?search=member1');
    expect(some.body.split('\r\n').filter(Boolean)).toHaveLength(4);
    const none = await get('/api/admin/waiting-list/export?search=nobody-at-all');
    expect(none.body).toBe('Name,Email,Role,Interests,Created At\r\n');
  });
});
