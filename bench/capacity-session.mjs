// One simulated member's session: the pages a browser opens, with the same requests, think times
// with jitter, and writes at the rates of docs/decisions/2001-capacity-load-model.md.

import { openLiveStream } from './capacity-stream.mjs';
import { request } from './client.mjs';

export const THINK_MS = { mean: 12_000, jitter: 0.5 };
const REQUEST_TIMEOUT_MS = 10_000;

/** Page weights (share of page views) and the chance that a view also writes. */
const PAGES = [
  ['feed', 30],
  ['dashboard', 15],
  ['postComments', 15],
  ['learning', 10],
  ['module', 10],
  ['notifications', 10],
  ['leaderboard', 5],
  ['aiHistory', 5],
];
export const WRITE_CHANCE = { like: 0.3, post: 0.04, comment: 0.2, lesson: 0.4, rsvp: 0.1 };
const TOTAL_WEIGHT = PAGES.reduce((sum, [, w]) => sum + w, 0);

/** A small seeded generator (mulberry32): the same members make the same choices every run. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const thinkTime = (random) => THINK_MS.mean * (1 - THINK_MS.jitter + 2 * THINK_MS.jitter * random());

function sleep(member, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    member.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

/** One request as the member; times it under `route` and counts any answer outside `ok` as an error. */
export async function call(member, ctx, route, path, { method = 'GET', body, ok = [200] } = {}) {
  try {
    const res = await request(`${ctx.url}${path}`, {
      method,
      // Like the web client: JSON accepted, and `{}` as the body of a body-less write.
      body: method === 'GET' ? undefined : (body ?? {}),
      headers: { cookie: member.cookie, origin: ctx.url, accept: 'application/json' },
      localAddress: member.address,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    ctx.recorder.sample(route, res.ms);
    if (!ok.includes(res.status)) {
      ctx.recorder.error(route, `${res.status} ${res.body.slice(0, 100)}`);
      return null;
    }
    return res.body ? JSON.parse(res.body) : {};
  } catch (err) {
    ctx.recorder.error(route, String(err.message ?? err));
    return null;
  }
}

const pages = {
  async dashboard(m, ctx) {
    const [, , , events] = await Promise.all([
      call(m, ctx, 'GET /api/dashboard/stats', '/api/dashboard/stats'),
      call(m, ctx, 'GET /api/dashboard/activity', '/api/dashboard/activity'),
      call(m, ctx, 'GET /api/dashboard/recommended', '/api/dashboard/recommended'),
      call(m, ctx, 'GET /api/events/upcoming', '/api/events/upcoming'),
    ]);
    const open = events?.items.find((e) => !e.registered && (e.maxAttendees == null || e.attendees < e.maxAttendees));
    if (open && m.random() < WRITE_CHANCE.rsvp) {
      // Filled or started between the list and the click: the answer the page expects.
      await call(m, ctx, 'POST /api/events/:id/registration', `/api/events/${open.id}/registration`, {
        method: 'POST',
        ok: [200, 201, 409],
      });
    }
  },
  async feed(m, ctx) {
    const [feed] = await Promise.all([
      call(m, ctx, 'GET /api/posts', '/api/posts?chip=all'),
      call(m, ctx, 'GET /api/posts/trending', '/api/posts/trending'),
      call(m, ctx, 'GET /api/community/me', '/api/community/me'),
      call(m, ctx, 'GET /api/members/active', '/api/members/active'),
      call(m, ctx, 'GET /api/notifications/unread-count', '/api/notifications/unread-count'),
      call(m, ctx, 'GET /api/spaces?scope=all', '/api/spaces?scope=all&pageSize=100'),
    ]);
    if (!feed) return;
    m.posts = feed.items.map((p) => p.id);
    // Scrolling to the end of the first page loads the next one about half the time.
    if (feed.nextCursor && m.random() < 0.5) {
      await call(m, ctx, 'GET /api/posts?cursor', `/api/posts?chip=all&cursor=${encodeURIComponent(feed.nextCursor)}`);
    }
    if (m.posts.length && m.random() < WRITE_CHANCE.like) {
      const postId = m.posts[Math.floor(m.random() * m.posts.length)];
      await call(m, ctx, 'PUT /api/posts/:id/like', `/api/posts/${postId}/like`, { method: 'PUT' });
    }
    if (m.random() < WRITE_CHANCE.post) {
      await call(m, ctx, 'POST /api/posts', '/api/posts', {
        method: 'POST',
        body: { type: 'post', content: `Capacity run: member ${m.i} shares a draft.` },
        ok: [201],
      });
    }
  },
  async postComments(m, ctx) {
    if (!m.posts.length) return pages.feed(m, ctx);
    const postId = m.posts[Math.floor(m.random() * m.posts.length)];
    await call(m, ctx, 'GET /api/posts/:id/comments', `/api/posts/${postId}/comments`);
    if (m.random() < WRITE_CHANCE.comment) {
      await call(m, ctx, 'POST /api/posts/:id/comments', `/api/posts/${postId}/comments`, {
        method: 'POST',
        body: { content: 'Thanks for sharing, this helps me a lot.' },
        ok: [201],
      });
    }
  },
  async learning(m, ctx) {
    await Promise.all([
      call(m, ctx, 'GET /api/courses/enrolled', '/api/courses/enrolled?page=1'),
      call(m, ctx, 'GET /api/achievements', '/api/achievements'),
    ]);
  },
  async module(m, ctx) {
    const base = `/api/courses/${m.course.slug}/modules/${m.course.position}`;
    const view = await call(m, ctx, 'GET /api/courses/:slug/modules/:n', base);
    if (!view) return;
    const next = view.module.lessons.find((l) => !l.completed);
    if (!next) {
      m.course.position = (m.course.position % view.course.totalModules) + 1;
      return;
    }
    if (m.random() < WRITE_CHANCE.lesson) {
      await call(m, ctx, 'POST .../lessons/:id/completion', `${base}/lessons/${next.id}/completion`, {
        method: 'POST',
        ok: [200, 201],
      });
    }
  },
  async notifications(m, ctx) {
    await Promise.all([
      call(m, ctx, 'GET /api/notifications', '/api/notifications'),
      call(m, ctx, 'GET /api/notifications/unread-count', '/api/notifications/unread-count'),
    ]);
  },
  async leaderboard(m, ctx) {
    await Promise.all([
      call(m, ctx, 'GET /api/leaderboard', '/api/leaderboard?range=7days'),
      call(m, ctx, 'GET /api/community/me', '/api/community/me'),
    ]);
  },
  async aiHistory(m, ctx) {
    await call(m, ctx, 'GET /api/ai/generations', '/api/ai/generations?tool=story&page=1&pageSize=5');
  },
};

function pickPage(random) {
  let roll = random() * TOTAL_WEIGHT;
  for (const [name, weight] of PAGES) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return PAGES[0][0];
}

/** Runs until `member.stopped`: live stream open, then page, think, page, ... */
export async function runMember(member, ctx) {
  openLiveStream(member, ctx);
  // Members arriving together start at different moments of a think time, not in lockstep.
  await sleep(member, member.random() * THINK_MS.mean);
  while (!member.stopped) {
    member.page = pickPage(member.random);
    await pages[member.page](member, ctx);
    if (!member.stopped) await sleep(member, thinkTime(member.random));
  }
}

export function stopMember(member) {
  member.stopped = true;
  member.wake?.();
  member.stream?.close();
  for (const timer of member.pendingRefetch?.values() ?? []) clearTimeout(timer);
}
