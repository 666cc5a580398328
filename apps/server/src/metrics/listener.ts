import { messages } from '@storyloom/domain';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Logger } from 'pino';
import { sendError } from '../plugins/errors.js';
import { answerScrape } from './exposition.js';
import type { AppMetrics } from './registry.js';

export interface MetricsListener {
  /** http://host:port of the listener (port 0 picks a free one). */
  url: string;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a listener apart from the app's, serving only /metrics, so the numbers can be kept
 * on an internal network. METRICS_TOKEN, when set, is asked for here too.
 */
export async function startMetricsListener(
  metrics: AppMetrics,
  options: { port: number; host: string; token: string | undefined; log: Logger },
): Promise<MetricsListener> {
  const server = Fastify({
    loggerInstance: options.log.child({ listener: 'metrics' }) as FastifyBaseLogger,
    // A scrape every few seconds would drown the app's own lines.
    logController: new LogController({ disableRequestLogging: true }),
  });
  server.get('/metrics', (request, reply) => answerScrape(request, reply, metrics.registry, options.token));
  server.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'not_found', messages.errors.notFound));
  const url = await server.listen({ port: options.port, host: options.host });
  return { url, close: () => server.close() };
}
