import type { NotificationsPage } from '@storyloom/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, jpegWithGps, multipartBody } from '../uploads.js';
import { call, type Member, newMember } from './client.js';
import { type Cluster, sharedCluster } from './harness.js';
import { openLiveStream } from './live-client.js';
import { expectMailOnce } from './mail-checks.js';

let cluster: Cluster;
let ada: Member;
let ben: Member;
let cleo: Member;
beforeAll(async () => {
  cluster = await sharedCluster();
  [ada, ben, cleo] = await Promise.all([
    newMember(cluster, 'Ada Author'),
    newMember(cluster, 'Ben Reader'),
    newMember(cluster, 'Cleo Reader'),
  ]);
});

const [A, B, C] = [0, 1, 2];
const instance = (i: number) => cluster.instances[i]?.url as string;

describe('live updates across instances', () => {
  it('a post made through A reaches live streams on B, on C and through the proxy', async () => {
    const onB = await openLiveStream(instance(B), ben.cookie);
    const onC = await openLiveStream(instance(C), cleo.cookie);
    const viaProxy = await openLiveStream(cluster.appUrl, ben.cookie);
    try {
      const posted = await ada.call(instance(A), 'POST', '/api/posts', { type: 'post', content: 'Hello from A' });
      expect(posted.status).toBe(201);
      const postId = posted.json<{ id: string }>().id;
      const isThePost = (e: { type: string; postId?: string }) => e.type === 'post_created' && e.postId === postId;
      await Promise.all([onB.waitFor(isThePost), onC.waitFor(isThePost), viaProxy.waitFor(isThePost)]);
    } finally {
      for (const stream of [onB, onC, viaProxy]) stream.close();
    }
  });

  it("a like through A on a post made through B reaches its author's stream on C, and C counts it unread", async () => {
    const posted = await cleo.call(instance(B), 'POST', '/api/posts', { type: 'post', content: 'Cleo writes on B' });
    expect(posted.status).toBe(201);
    const postId = posted.json<{ id: string }>().id;
    const cleoOnC = await openLiveStream(instance(C), cleo.cookie);
    try {
      expect((await ada.call(instance(A), 'PUT', `/api/posts/${postId}/like`)).status).toBe(200);
      await cleoOnC.waitFor((e) => e.type === 'notification');
    } finally {
      cleoOnC.close();
    }
    const unread = await cleo.call(instance(C), 'GET', '/api/notifications/unread-count');
    expect(unread.json()).toEqual({ unread: 1 });
    const list = (await cleo.call(instance(C), 'GET', '/api/notifications')).json<NotificationsPage>();
    expect(list.items.map((n) => [n.kind, n.actor?.id, n.post?.id])).toEqual([['post_liked', ada.id, postId]]);
  });
});

describe('event reminders across instances', () => {
  it('one reminder, and one registration mail, although the member reads the bell through all three at once', async () => {
    const title = `Cluster story night ${Date.now()}`;
    const created = await ada.call(instance(A), 'POST', '/api/events', {
      title,
      type: 'workshop',
      description: 'Bring a story',
      startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      location: 'Online',
      maxAttendees: null,
    });
    expect(created.status).toBe(201);
    const eventId = created.json<{ id: string }>().id;
    expect((await ben.call(instance(B), 'POST', `/api/events/${eventId}/registration`, {})).status).toBe(201);

    const reads = await Promise.all(
      [A, B, C, A, B, C, A, B, C].map((i) => ben.call(instance(i), 'GET', '/api/notifications/unread-count')),
    );
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));
    expect(reads.map((r) => r.json<{ unread: number }>().unread)).toEqual(reads.map(() => 1));
    const list = (await ben.call(instance(C), 'GET', '/api/notifications')).json<NotificationsPage>();
    expect(list.items.filter((n) => n.kind === 'event_reminder').map((n) => n.event?.id)).toEqual([eventId]);

    await expectMailOnce(cluster.mail, ben.email, title);
  });
});

describe('uploads on shared object storage', () => {
  it('an avatar uploaded through A is served, byte for byte, through B and the proxy', async () => {
    const body = multipartBody({ filename: 'me.jpg', contentType: 'image/jpeg', bytes: await jpegWithGps(320, 240) });
    const uploaded = await call(instance(A), 'POST', '/api/profile/avatar', {
      raw: body.payload,
      headers: body.headers,
      cookie: ada.cookie,
      address: ada.address,
      origin: cluster.appUrl,
    });
    expect(uploaded.status).toBe(200);
    const url = uploaded.json<{ avatarUrl: string }>().avatarUrl;
    const key = url.slice('/uploads/'.length).split('?')[0] as string;
    const stored = cluster.s3.objects.get(key);
    expect(stored?.contentType).toBe('image/webp');
    // Nothing on A's own disk: another instance could not have served it from there.
    expect(filesUnder(`${cluster.instances[A]?.dataDir}/uploads`)).toEqual([]);

    for (const base of [instance(B), cluster.appUrl]) {
      const served = await fetch(new URL(url, base));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
    }
  });
});
