import type { AddressInfo } from 'node:net';
import { LIVE_STREAMS_PER_MEMBER } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type LiveStream, type Member, newMember, openStream, publish } from '../../test/community.js';

/** Finding 10 of the security review: a live stream ends with its session, and is capped. */
let t: TestApp;
let base: string;
const streams: LiveStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function stream(m: Member) {
  const s = await openStream(base, m.cookie);
  streams.push(s);
  return s;
}

describe('finding 10: the live stream outlives its session', () => {
  it('closes the stream after sign-out and delivers nothing more', async () => {
    const reader = await newMember(t, 'Reader Rae');
    const writer = await newMember(t, 'Writer Wes');
    const live = await stream(reader);
    const first = await publish(writer, 'before sign-out');
    await live.waitFor((e) => e.type === 'post_created' && e.postId === first);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: reader.cookie } });
    expect(out.statusCode).toBe(200);
    const second = await publish(writer, 'after sign-out');
    await live.ended;
    expect(live.events.some((e) => e.postId === second)).toBe(false);
  });

  it(`refuses more than ${LIVE_STREAMS_PER_MEMBER} open streams per member with 429`, async () => {
    const member = await newMember(t, 'Many Tabs');
    for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i++) await stream(member);
    await expect(openStream(base, member.cookie)).rejects.toThrow(/429/);
    // Closing one makes room for another.
    streams.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stream(member);
  });
});
