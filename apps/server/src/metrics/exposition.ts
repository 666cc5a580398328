import { errorText } from '@storyloom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { sendError } from '../plugins/errors.js';
import { bearerMatches } from './token.js';

/**
 * Answers a scrape: the registry in Prometheus' text format, or 401 (our error shape) when a token
 * is required and the request does not carry it.
 */
export async function answerScrape(
  request: FastifyRequest,
  reply: FastifyReply,
  registry: Registry,
  token: string | undefined,
) {
  if (token && !bearerMatches(request.headers.authorization, token)) {
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    return sendError(reply, 401, 'unauthorized', errorText['request.metricsToken']);
  }
  const body = await registry.metrics();
  return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
}
