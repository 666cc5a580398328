import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedObject } from '../../storage/types.js';

/** Answers with a stored file as itself (never sniffed, never a page), with this cache policy. */
export function sendStoredObject(request: FastifyRequest, reply: FastifyReply, opened: OpenedObject, cache: string) {
  reply
    .header('content-type', opened.contentType)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cross-origin-resource-policy', 'same-origin');
  if (opened.size) reply.header('content-length', opened.size);
  if (request.method === 'HEAD') {
    opened.body.destroy();
    return reply.send();
  }
  return reply.send(opened.body);
}
