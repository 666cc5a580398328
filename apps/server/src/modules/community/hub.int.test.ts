import type { LiveEvent } from '@storyloom/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/paths.js';
import { type LiveHub, type LiveMessage, postgresHub } from './hub.js';

const silent = pino({ level: 'silent' });
const liked = (postId: string): LiveEvent => ({ type: 'likes_changed', postId, likes: 1 });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe.skipIf(testDatabaseKind() !== 'postgres')('live hub on PostgreSQL, two instances', () => {
  let t: TestApp;
  let first: LiveHub;
  let second: LiveHub;
  beforeAll(async () => {
    t = await createTestApp();
    const url = t.config.databaseUrl as string;
    first = await postgresHub(t.app.ctx.db, url, silent);
    second = await postgresHub(t.app.ctx.db, url, silent);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await t.close();
  });

  it("tells the publishing instance's observers before publish returns, and only once", async () => {
    const seenFirst: LiveMessage[] = [];
    const seenSecond: LiveMessage[] = [];
    const received: LiveEvent[] = [];
    const stops = [
      first.observe((m) => seenFirst.push(m)),
      second.observe((m) => seenSecond.push(m)),
      first.subscribe('member-a', (e) => received.push(e)),
    ];
    try {
      const event = liked('p1');
      await first.publish({ to: null, event });
      // A cache on this instance is already stale-free: no wait for the NOTIFY round trip.
      expect(seenFirst.map((m) => m.event)).toEqual([event]);
      await until(() => seenSecond.length > 0 && received.length > 0);
      // The other instance hears it through NOTIFY; subscribers here get it once, from there too.
      expect(seenSecond).toEqual([{ to: null, event }]);
      expect(received).toEqual([event]);
      // Our own echo came back without telling our observers again.
      await new Promise((r) => setTimeout(r, 100));
      expect(seenFirst).toHaveLength(1);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
