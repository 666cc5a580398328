import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn, uniqueEmail } from '../../test/users.js';

type Entry = { id: string; name: string; subject: string; status: string; createdAt: string; updatedAt: string };
type Page = { items: Entry[]; total: number };

let t: TestApp;
let admin: string;
let creator: string;
const adminEmail = uniqueEmail('cm-admin');
const base = Date.parse('2020-01-01T00:00:00Z');
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function call(method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function idOf(name: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('contact_messages')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = (await signUpAndIn(t.app, t.mails, { email: adminEmail })).cookie;
  creator = (await signUpAndIn(t.app, t.mails)).cookie;
  const statuses = ['unread', 'read', 'responded'] as const;
  await t.app.ctx.db
    .insertInto('contact_messages')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Sender ${String(i).padStart(2, '0')}`,
        email: `sender${i}@mail.example`,
        subject: i === 5 ? 'Partnership with Lincoln High' : 'General Inquiry',
        message: i === 7 ? 'Line one\n"quoted" line two' : `Message ${i}`,
        status: statuses[i % 3],
        created_at: new Date(base + i * 60_000),
        updated_at: new Date(base + i * 60_000),
      })),
    )
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('admin contact messages access', () => {
  it.each([
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/contact-messages/export'],
    ['PATCH', `/api/admin/contact-messages/${MISSING_ID}`],
    ['DELETE', `/api/admin/contact-messages/${MISSING_ID}`],
  ] as const)('refuses %s %s to a guest (401) and to a non-admin (403)', async (method, url) => {
    const payload = method === 'PATCH' ? { status: 'read' } : undefined;
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const res = await call(method, url, creator, payload);
    expect(res.statusCode).toBe(403);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('forbidden');
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('pages newest first with the exact total', async () => {
    const page = json<Page>(await call('GET', '/api/admin/contact-messages', admin));
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]?.name).toBe('Sender 11');
  });

  it('filters by status and searches name, email and subject', async () => {
    const unread = json<Page>(await call('GET', '/api/admin/contact-messages?status=unread', admin));
    expect(unread.total).toBe(4);
    expect(unread.items.every((i) => i.status === 'unread')).toBe(true);
    const bySubject = json<Page>(await call('GET', '/api/admin/contact-messages?search=lincoln', admin));
    expect(bySubject.items.map((i) => i.name)).toEqual(['Sender 05']);
    const both = json<Page>(await call('GET', '/api/admin/contact-messages?search=SENDER%201&status=read', admin));
    expect(both.items.map((i) => i.name)).toEqual(['Sender 10']);
    expect((await call('GET', '/api/admin/contact-messages?status=archived', admin)).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/contact-messages/:id', () => {
  it('sets the status and moves updated_at', async () => {
    const id = await idOf('Sender 00');
    const res = await call('PATCH', `/api/admin/contact-messages/${id}`, admin, { status: 'read' });
    expect(res.statusCode).toBe(200);
    const entry = json<Entry>(res);
    expect(entry.status).toBe('read');
    expect(Date.parse(entry.updatedAt)).toBeGreaterThan(Date.parse(entry.createdAt));
    const again = json<Entry>(await call('PATCH', `/api/admin/contact-messages/${id}`, admin, { status: 'responded' }));
    expect(again.status).toBe('responded');
    expect(Date.parse(again.updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.updatedAt));
  });

  it('refuses an unknown status, extra keys and a bad id (400), and a missing message (404)', async () => {
    const id = await idOf('Sender 01');
    expect((await call('PATCH', `/api/admin/contact-messages/${id}`, admin, { status: 'archived' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PATCH', `/api/admin/contact-messages/${id}`, admin, { status: 'read', name: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/api/admin/contact-messages/not-a-uuid', admin, { status: 'read' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PATCH', `/api/admin/contact-messages/${MISSING_ID}`, admin, { status: 'read' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/contact-messages/:id', () => {
  it('deletes for good: 204, then 404', async () => {
    const id = await idOf('Sender 02');
    const res = await call('DELETE', `/api/admin/contact-messages/${id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('DELETE', `/api/admin/contact-messages/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/contact-messages/export', () => {
  it('streams the filtered rows with the spec header and file name, quotes and line breaks kept', async () => {
    const res = await call('GET', '/api/admin/contact-messages/export?search=sender%200', admin);
    expect(res.statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contact_messages_${day}.csv"`);
    expect(res.body.startsWith('Name,Email,Subject,Message,Status,Created At\r\n')).toBe(true);
    expect(res.body).toContain(
      '"Sender 07","sender7@mail.example","General Inquiry","Line one\n""quoted"" line two","read","2020-01-01T00:07:00.000Z"\r\n',
    );
  });

  it('applies the status filter', async () => {
    const res = await call('GET', '/api/admin/contact-messages/export?status=responded&search=LINCOLN', admin);
    expect(res.body).toBe(
      'Name,Email,Subject,Message,Status,Created At\r\n' +
        '"Sender 05","sender5@mail.example","Partnership with Lincoln High","Message 5","responded","2020-01-01T00:05:00.000Z"\r\n',
    );
    const none = await call('GET', '/api/admin/contact-messages/export?status=unread&search=LINCOLN', admin);
    expect(none.body).toBe('Name,Email,Subject,Message,Status,Created At\r\n');
  });
});
