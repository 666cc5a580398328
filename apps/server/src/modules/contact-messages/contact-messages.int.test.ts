import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { CONTACT_RATE_LIMIT } from './routes.js';

let t: TestApp;
let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;

function send(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/contact-messages', payload, remoteAddress });
}

function stored(email: string) {
  return t.app.ctx.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/contact-messages', () => {
  it('stores a message as unread with its subject', async () => {
    const res = await send({ name: 'Ada', email: 'ada.cm@example.com', subject: 'Workshops', message: 'Hello!' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ ok: true });
    const [row] = await stored('ada.cm@example.com');
    expect(row).toMatchObject({ name: 'Ada', subject: 'Workshops', message: 'Hello!', status: 'unread' });
  });

  it("stores a blank or missing subject as 'General Inquiry'", async () => {
    await send({ name: 'Bo', email: 'bo.cm@example.com', subject: '  ', message: 'One' });
    await send({ name: 'Bo', email: 'bo.cm@example.com', message: 'Two' });
    const rows = await stored('bo.cm@example.com');
    expect(rows.map((r) => r.subject)).toEqual(['General Inquiry', 'General Inquiry']);
  });

  it('refuses a missing name or message, a bad email and unknown keys', async () => {
    const noMessage = await send({ name: 'Cy', email: 'cy.cm@example.com', message: ' ' });
    expect(noMessage.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(noMessage).error.message).toContain('Please fill all required fields.');
    expect((await send({ name: '', email: 'cy.cm@example.com', message: 'x' })).statusCode).toBe(400);
    const badEmail = await send({ name: 'Cy', email: '@example.com', message: 'x' });
    expect(json<{ error: { message: string } }>(badEmail).error.message).toContain(
      'Email must have a username before the @ symbol',
    );
    expect((await send({ name: 'Cy', email: 'cy.cm@example.com', message: 'x', status: 'read' })).statusCode).toBe(400);
    expect(await stored('cy.cm@example.com')).toEqual([]);
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const res = await send({ name: 'Bot', email: 'bot.cm@example.com', message: 'Buy now', website: 'spam' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ ok: true });
    expect(await stored('bot.cm@example.com')).toEqual([]);
  });

  it('limits messages per IP with a 429 and Retry-After', async () => {
    const address = '192.0.2.88';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send({ name: 'R', email: 'r.cm@example.com', message: `m${i}` }, address)).statusCode).toBe(201);
    }
    const refused = await send({ name: 'R', email: 'r.cm@example.com', message: 'over' }, address);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
