// 500 concurrent feed writes from 50 signed-in users: 250 new posts and 250 likes on existing
// posts, 50 of the likes repeats of the same user's like (which must not count twice).
import { clientAddress, percentile, request } from './client.mjs';
import { createVerifiedUser, mapLimit } from './load-lib.mjs';

const USERS = 50;
const SEED_POSTS = 10;
const POSTS_PER_USER = 5;
const DISTINCT_LIKES_PER_USER = 4;

/** A fixed shuffle, so requests of one kind do not arrive in one block. */
function shuffled(list) {
  const out = [...list];
  let seed = 20261122;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function feedBurst(server, run) {
  const setupStarted = performance.now();
  // Each user writes from a loopback address of its own, as people do: the posting limit is per address.
  const users = await mapLimit(
    Array.from({ length: USERS }, (_, i) => i),
    5,
    async (i) => {
      const cookie = await createVerifiedUser(server, `feed.${run}.${i}@example.com`, clientAddress(i));
      const me = await request(`${server.url}/api/me`, { headers: { cookie }, localAddress: clientAddress(i) });
      return { i, cookie, id: JSON.parse(me.body).user.id, localAddress: clientAddress(i) };
    },
  );
  const send = (user, method, path, body) =>
    request(`${server.url}${path}`, {
      method,
      body,
      headers: { cookie: user.cookie },
      localAddress: user.localAddress,
    });

  const seeds = [];
  for (const user of users.slice(0, SEED_POSTS)) {
    const res = await send(user, 'POST', '/api/posts', { type: 'post', content: `Seed ${run} by ${user.i}` });
    if (res.status !== 201) throw new Error(`seed post: ${res.status} ${res.body}`);
    seeds.push(JSON.parse(res.body).id);
  }

  const jobs = [];
  for (const user of users) {
    for (let k = 0; k < POSTS_PER_USER; k++) {
      jobs.push({ kind: 'post', user, content: `Load post ${run} u${user.i} #${k}` });
    }
    for (let k = 0; k < DISTINCT_LIKES_PER_USER; k++)
      jobs.push({ kind: 'like', user, postId: seeds[(user.i + k) % SEED_POSTS] });
    jobs.push({ kind: 'like', user, postId: seeds[user.i % SEED_POSTS], repeat: true });
  }
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const started = performance.now();
  const results = await Promise.all(
    shuffled(jobs).map(async (job) => {
      const res =
        job.kind === 'post'
          ? await send(job.user, 'POST', '/api/posts', { type: 'post', content: job.content })
          : await send(job.user, 'PUT', `/api/posts/${job.postId}/like`);
      return { job, res };
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const ms = (kind) => results.filter((r) => !kind || r.job.kind === kind).map((r) => r.res.ms);
  const posts = results.filter((r) => r.job.kind === 'post');
  const likes = results.filter((r) => r.job.kind === 'like');
  return {
    run,
    seeds,
    requests: results.length,
    seconds,
    setupSeconds,
    ackedPosts: posts.filter((r) => r.res.status === 201).map((r) => JSON.parse(r.res.body).id),
    ackedLikes: likes.filter((r) => r.res.status === 200).map((r) => ({ postId: r.job.postId, userId: r.job.user.id })),
    postRequests: posts.length,
    likeRequests: likes.length,
    repeats: likes.filter((r) => r.job.repeat).length,
    fiveXX: results.filter((r) => r.res.status >= 500).length,
    unexpected: [
      ...posts.filter((r) => r.res.status !== 201),
      ...likes.filter((r) => r.res.status !== 200 || JSON.parse(r.res.body).liked !== true),
    ].map((r) => `${r.job.kind} ${r.res.status} ${r.res.body.slice(0, 120)}`),
    p50: percentile(ms(), 50),
    p99: percentile(ms(), 99),
    p99Posts: percentile(ms('post'), 99),
    p99Likes: percentile(ms('like'), 99),
  };
}

/** What the database holds afterwards: every acknowledged post and like, counts equal to rows. */
export async function verifyFeed(db, burst) {
  const storedPosts = burst.ackedPosts.length
    ? (await db.selectFrom('posts').select('id').where('id', 'in', burst.ackedPosts).execute()).length
    : 0;
  const allLoadPosts = (
    await db.selectFrom('posts').select('id').where('content', 'like', `Load post ${burst.run} %`).execute()
  ).length;
  const likeRows = await db
    .selectFrom('post_likes')
    .select(['post_id', 'user_id'])
    .where('post_id', 'in', burst.seeds)
    .execute();
  const rowKeys = new Set(likeRows.map((r) => `${r.post_id}:${r.user_id}`));
  const ackedKeys = new Set(burst.ackedLikes.map((l) => `${l.postId}:${l.userId}`));
  const missingLikes = [...ackedKeys].filter((k) => !rowKeys.has(k)).length;
  const counts = await db.selectFrom('posts').select(['id', 'like_count']).where('id', 'in', burst.seeds).execute();
  const rowsPerPost = (id) => likeRows.filter((r) => r.post_id === id).length;
  const countMismatches = counts.filter((p) => Number(p.like_count) !== rowsPerPost(p.id)).length;
  return {
    storedPosts,
    extraPosts: allLoadPosts - storedPosts,
    likeRows: likeRows.length,
    distinctAckedLikes: ackedKeys.size,
    missingLikes,
    countMismatches,
    postsChecked: counts.length,
  };
}

export function feedRow(burst, stored) {
  const pass =
    burst.fiveXX === 0 &&
    burst.unexpected.length === 0 &&
    stored.storedPosts === burst.postRequests &&
    stored.extraPosts === 0 &&
    stored.missingLikes === 0 &&
    stored.likeRows === burst.likeRequests - burst.repeats &&
    stored.countMismatches === 0;
  return {
    name: `${burst.requests} concurrent feed writes from ${USERS} users (${burst.postRequests} posts, ${burst.likeRequests} likes, ${burst.repeats} repeats)`,
    figure:
      `${stored.storedPosts}/${burst.ackedPosts.length} posts stored, ${stored.likeRows} like rows for ` +
      `${stored.distinctAckedLikes} distinct likes, counts = rows on ${stored.postsChecked - stored.countMismatches}/` +
      `${stored.postsChecked} posts, ${burst.fiveXX} x 5xx, p50 ${burst.p50.toFixed(0)} ms, p99 ${burst.p99.toFixed(0)} ms ` +
      `(posts ${burst.p99Posts.toFixed(0)}, likes ${burst.p99Likes.toFixed(0)}), burst ${burst.seconds.toFixed(1)} s (${(burst.requests / burst.seconds).toFixed(0)} req/s)`,
    budget: `${burst.postRequests} posts, ${burst.likeRequests - burst.repeats} like rows, counts = rows, no 5xx`,
    pass,
    unexpected: burst.unexpected,
  };
}
