import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Member, newMember } from './client.js';
import { type Cluster, clusterLogs, sharedCluster } from './harness.js';

const WRITES = 200;
const CONCURRENCY = 8;
/** The kill comes once this many writes were acknowledged: mid-load, with the victim serving. */
const KILL_AFTER_ACKS = 60;
const VICTIM = 1;

let cluster: Cluster;
let writers: Member[];
beforeAll(async () => {
  cluster = await sharedCluster();
  // One writer per client address: the community write limit is per address.
  writers = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => newMember(cluster, `Writer ${i}`)));
});
// The cluster is shared with the files that run after this one: the victim comes back.
afterAll(async () => {
  const victim = cluster?.instances[VICTIM];
  if (victim && (victim.child.exitCode !== null || victim.child.signalCode !== null)) await cluster.start(VICTIM);
});

interface Outcome {
  status: number;
  upstream: number | null;
  postId: string | null;
  /** Sent after the killed process was gone. */
  afterKill: boolean;
}

describe('one instance killed mid-load', () => {
  it(`SIGKILL during ${WRITES} posts through the proxy: no acknowledged write lost, the others keep serving`, async () => {
    const run = Date.now().toString(36);
    const victim = cluster.instances[VICTIM];
    if (!victim) throw new Error('no victim instance');
    let killedAt: number | null = null;
    let kill: Promise<void> | null = null;
    let next = 0;
    const outcomes: Outcome[] = [];
    await Promise.all(
      writers.map(async (writer) => {
        while (next < WRITES) {
          const n = next++;
          const afterKill = killedAt !== null;
          const res = await writer
            .call(cluster.appUrl, 'POST', '/api/posts', { type: 'post', content: `Load ${run} #${n}` })
            .catch(() => null);
          const acked = res?.status === 201;
          outcomes.push({
            status: res?.status ?? 0,
            upstream: res?.upstream ?? null,
            postId: acked ? (res?.json<{ id: string }>().id ?? null) : null,
            afterKill,
          });
          if (!kill && outcomes.filter((o) => o.postId).length >= KILL_AFTER_ACKS) {
            victim.child.kill('SIGKILL');
            kill = victim.exited.then(() => {
              killedAt = Date.now();
            });
          }
        }
      }),
    );
    await kill;

    const acked = outcomes.flatMap((o) => (o.postId ? [o.postId] : []));
    const failed = outcomes.filter((o) => !o.postId);
    console.info(
      `${outcomes.length} writes: ${acked.length} acknowledged (${outcomes.filter((o) => o.postId && o.upstream === VICTIM).length} by the killed instance), ` +
        `${failed.length} failed (${failed.map((o) => o.status).join(', ')})`,
    );
    expect(outcomes).toHaveLength(WRITES);
    expect(
      outcomes.some((o) => o.postId && o.upstream === VICTIM),
      'the victim served before the kill',
    ).toBe(true);
    // Only requests in flight at the kill may fail, and only as the proxy's 502.
    expect(failed.length).toBeLessThanOrEqual(CONCURRENCY);
    for (const o of failed) expect(o.status, clusterLogs(cluster)).toBe(502);
    const afterKill = outcomes.filter((o) => o.afterKill);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.filter((o) => !o.postId)).toEqual([]);

    const stored = await cluster.db.selectFrom('posts').select('id').where('id', 'in', acked).execute();
    expect(stored.length, 'acknowledged posts in the database').toBe(acked.length);

    // Every round-robin turn, the dead instance's included, still gets an answer.
    const later = await Promise.all(Array.from({ length: 6 }, () => call(cluster.appUrl, 'GET', '/api/ready')));
    expect(later.map((r) => r.status)).toEqual(later.map(() => 200));
    expect(later.some((r) => r.upstream === VICTIM)).toBe(false);
  });
});
