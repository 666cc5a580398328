import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type LiveStream, type Member, newMember, openStream, publish } from '../../test/community.js';
import { testDatabaseKind } from '../../test/paths.js';

let t: TestApp;
let a: Member;
let b: Member;
let base: string;
const streams: LiveStream[] = [];
const extraApps: FastifyInstance[] = [];

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
async function stream(url: string, m: Member) {
  const s = await openStream(url, m.cookie);
  streams.push(s);
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await newMember(t, 'Ada Live');
  b = await newMember(t, 'Ben Live');
  base = await listen(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  for (const app of extraApps) await app.close();
  await t.close();
});

describe('live updates (server-sent events)', () => {
  it('refuses a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/community/stream' })).statusCode).toBe(401);
  });

  it('tells others about a public post, a like and a comment; a private post only reaches its author', async () => {
    const ofB = await stream(base, b);
    const ofA = await stream(base, a);
    const secret = await publish(a, 'secret plans', { visibility: 'private' });
    await ofA.waitFor((e) => e.type === 'post_created' && e.postId === secret);

    const open = await publish(a, 'hello live world');
    await ofB.waitFor((e) => e.type === 'post_created' && e.postId === open);
    await b.call('PUT', `/api/posts/${open}/like`);
    await ofB.waitFor((e) => e.type === 'likes_changed' && e.postId === open && e.likes === 1);
    await ofA.waitFor((e) => e.type === 'notification');
    await ofA.waitFor((e) => e.type === 'points_changed');
    await b.call('POST', `/api/posts/${open}/comments`, { content: 'live comment' });
    await ofA.waitFor((e) => e.type === 'comments_changed' && e.postId === open && e.comments === 1);

    expect(ofB.events.some((e) => e.postId === secret)).toBe(false);
  });

  it('marks a member online while their stream is open', async () => {
    const res = await b.call('GET', '/api/members/active');
    const active = JSON.parse(res.body) as { online: number; items: Array<{ id: string; online: boolean }> };
    expect(active.online).toBeGreaterThanOrEqual(2);
    expect(active.items.find((m) => m.id === b.id)?.online).toBe(true);
  });

  it(`fans out to every server instance on the database (${testDatabaseKind()})`, async () => {
    // On PostgreSQL a second instance shares the database and hears the first through LISTEN/NOTIFY.
    // PGlite is one process per data directory, so its "instances" are the subscribers of one process.
    let otherBase = base;
    if (testDatabaseKind() === 'postgres') {
      const other = await buildApp(t.config, { logger: pino({ level: 'silent' }) });
      extraApps.push(other);
      otherBase = await listen(other);
      expect(otherBase).not.toBe(base);
    }
    const ofB = await stream(otherBase, b);
    const id = await publish(a, 'across instances');
    await ofB.waitFor((e) => e.type === 'post_created' && e.postId === id);
  });

  it('ends open streams when the app closes', async () => {
    const other = await createTestApp();
    const m = await newMember(other, 'Closing Member');
    const url = await listen(other.app);
    const s = await openStream(url, m.cookie);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    s.close();
  });
});
