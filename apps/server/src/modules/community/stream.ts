import type { ServerResponse } from 'node:http';
import { LIVE_EVENT_NAME, LIVE_HEARTBEAT_SECONDS, type LiveEvent } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { touchPresence } from '../members/service.js';
import type { CommunityDeps } from './deps.js';

/**
 * GET /api/community/stream: server-sent events for the signed-in user. Each message names what
 * changed (ids and counts only); the client refetches what it shows. The open stream is also the
 * user's presence for Active Members.
 */
export const streamRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps; streams: Set<ServerResponse> }> = async (
  app,
  { deps, streams },
) => {
  app.get('/api/community/stream', async (request, reply) => {
    const { user } = await requireUser(app, request);
    // A HEAD response has no body, so Node would hold the headers back until an end that never
    // comes: answer what a GET would (status and type) and close.
    if (request.method === 'HEAD') {
      return reply.header('cache-control', 'no-cache, no-transform').type('text/event-stream; charset=utf-8').send();
    }
    const seen = () =>
      touchPresence(deps.db, user.id).catch((err: unknown) => request.log.warn({ err }, 'presence update failed'));
    await seen();

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

    const send = (event: LiveEvent) => res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = deps.live.subscribe(user.id, send);
    const heartbeat = setInterval(() => {
      res.write(': ping\n\n');
      void seen();
    }, LIVE_HEARTBEAT_SECONDS * 1000);
    streams.add(res);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(res);
    });
  });
};
