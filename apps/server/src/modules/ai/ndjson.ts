import { Readable } from 'node:stream';
import { type AiStreamEvent, aiStreamEventSchema, messages } from '@storyloom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Relays generation events to the browser as they happen, one JSON object per line. Each event is
 * checked against the shared schema, so only declared fields leave the server. When the client
 * goes away, the signal aborts the work (and the model call) behind it.
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (signal: AbortSignal) => AsyncGenerator<AiStreamEvent>,
) {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  async function* lines() {
    try {
      for await (const event of run(controller.signal)) yield `${JSON.stringify(aiStreamEventSchema.parse(event))}\n`;
    } catch (err) {
      request.log.error({ err }, 'ai generation failed');
      yield `${JSON.stringify({ type: 'error', message: messages.errors.internal })}\n`;
    }
  }
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(lines(), { objectMode: false }));
}
