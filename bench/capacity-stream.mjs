// The member's live stream (GET /api/community/stream), open for the whole run, and the refetches
// the web client makes on its messages while a community page is shown.
import http from 'node:http';

const STREAM_ROUTE = 'GET /api/community/stream (open)';
const RECONNECT_MS = 3000; // the server's `retry:` value, as EventSource uses it
const REFETCH_COALESCE_MS = 1000;

/** What a shown hub page refetches per message type (features/community/live/use-community-live.ts). */
const LIVE_REFETCH = {
  post_created: { feed: ['GET /api/posts', '/api/posts?chip=all'] },
  likes_changed: { feed: ['GET /api/posts/trending', '/api/posts/trending'] },
  comments_changed: { feed: ['GET /api/posts/trending', '/api/posts/trending'] },
  notification: {
    feed: ['GET /api/notifications/unread-count', '/api/notifications/unread-count'],
    notifications: ['GET /api/notifications', '/api/notifications'],
  },
  points_changed: { leaderboard: ['GET /api/leaderboard', '/api/leaderboard?range=7days'] },
};

function scheduleRefetch(member, ctx, [route, path]) {
  member.pendingRefetch ??= new Map();
  if (member.pendingRefetch.has(route)) return;
  // Messages in a burst invalidate one query once, as React Query refetches an active query once.
  member.pendingRefetch.set(
    route,
    setTimeout(() => {
      member.pendingRefetch.delete(route);
      if (!member.stopped) ctx.call(member, ctx, route, path);
    }, REFETCH_COALESCE_MS),
  );
}

function onMessage(member, ctx, block) {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim())
    .join('\n');
  if (!data) return;
  let event;
  try {
    event = JSON.parse(data);
  } catch {
    return;
  }
  const target = LIVE_REFETCH[event.type]?.[member.page];
  if (target) scheduleRefetch(member, ctx, target);
}

/** Opens the stream; a refusal or a drop before the member stops is an error, then it reconnects. */
export function openLiveStream(member, ctx) {
  if (member.stopped) return;
  const started = performance.now();
  let closedByUs = false;
  const req = http.get(`${ctx.url}/api/community/stream`, {
    agent: false,
    localAddress: member.address,
    headers: { cookie: member.cookie, accept: 'text/event-stream' },
  });
  const reconnect = (detail) => {
    if (closedByUs || member.stopped) return;
    closedByUs = true;
    ctx.recorder.error('GET /api/community/stream', detail);
    setTimeout(() => openLiveStream(member, ctx), RECONNECT_MS);
  };
  member.stream = {
    close() {
      closedByUs = true;
      req.destroy();
    },
  };
  req.on('error', (err) => reconnect(`stream error: ${err.message}`));
  req.on('response', (res) => {
    ctx.recorder.sample(STREAM_ROUTE, performance.now() - started);
    if (res.statusCode !== 200) {
      res.resume();
      reconnect(`stream refused: ${res.statusCode}`);
      return;
    }
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        onMessage(member, ctx, buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    });
    res.on('close', () => reconnect('stream dropped'));
  });
}
