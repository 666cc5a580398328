import type { ServerResponse } from 'node:http';
import {
  LIVE_EVENT_NAME,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAMS_PER_MEMBER,
  type LiveEvent,
  liveMessages,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { readSession, requireUser } from '../../plugins/auth.js';
import { unseenAuthorsOf } from '../blocks/live.js';
import { touchPresence } from '../members/service.js';
import type { CommunityDeps } from './deps.js';

/**
 * GET /api/community/stream: server-sent events for the signed-in user. Each message names what
 * changed (ids and counts only); the client refetches what it shows. The open stream is also the
 * user's presence for Active Members. The session is checked again before every message and
 * heartbeat: once it has ended (sign-out, revoked, expired) the stream closes and sends nothing more.
 * Each member may hold a few streams on one server (a tab each); past that, 429.
 */
export const streamRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps; streams: Set<ServerResponse> }> = async (
  app,
  { deps, streams },
) => {
  const openByMember = new Map<string, number>();

  app.get('/api/community/stream', async (request, reply) => {
    const { user } = await requireUser(app, request);
    const open = openByMember.get(user.id) ?? 0;
    if (open >= LIVE_STREAMS_PER_MEMBER) throw new AppError(429, 'rate_limited', liveMessages.tooManyStreams);
    // Counted at once (before any await), so parallel opens cannot slip past the cap.
    openByMember.set(user.id, open + 1);
    let release = () => {};
    reply.raw.on('close', () => release());
    reply.raw.on('finish', () => release());
    release = () => {
      release = () => {};
      const left = (openByMember.get(user.id) ?? 1) - 1;
      if (left > 0) openByMember.set(user.id, left);
      else openByMember.delete(user.id);
    };
    // A HEAD response has no body, so Node would hold the headers back until an end that never
    // comes: answer what a GET would (status and type) and close.
    if (request.method === 'HEAD') {
      return reply.header('cache-control', 'no-cache, no-transform').type('text/event-stream; charset=utf-8').send();
    }
    const seen = () =>
      touchPresence(deps.db, user.id).catch((err: unknown) => request.log.warn({ err }, 'presence update failed'));
    await seen();
    // New posts from a member either side of a block, or muted, are not announced (issue 16).
    let unseenAuthors = await unseenAuthorsOf(deps.db, user.id).catch(() => new Set<string>());

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Reconnect quickly after a drop; the first comment flushes the headers through proxies.
    res.write('retry: 3000\n: connected\n\n');

    const stillSignedIn = async () => (await readSession(app.ctx, request).catch(() => null))?.user.id === user.id;
    // Writes go one after another, each after its session check, so they keep their order.
    let queue = Promise.resolve();
    const afterCheck = (write: () => void) => {
      queue = queue.then(async () => {
        if (res.writableEnded) return;
        if (await stillSignedIn()) return write();
        request.log.info({ event: 'live.stream_closed', userId: user.id }, 'live stream closed: session ended');
        res.end();
      });
    };
    const refreshUnseen = () =>
      unseenAuthorsOf(deps.db, user.id)
        .then((set) => {
          unseenAuthors = set;
        })
        .catch((err: unknown) => request.log.warn({ err }, 'live stream: block list not refreshed'));
    const send = (event: LiveEvent) => {
      if (event.type === 'post_created' && unseenAuthors.has(event.authorId)) return;
      afterCheck(() => res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`));
    };
    const unsubscribe = deps.live.subscribe(user.id, send);
    const heartbeat = setInterval(() => {
      afterCheck(() => {
        res.write(': ping\n\n');
        void seen();
        void refreshUnseen();
      });
    }, LIVE_HEARTBEAT_SECONDS * 1000);
    streams.add(res);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(res);
    });
  });
};
