import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** The request being handled, for log lines written outside `request.log` (services use `ctx.log`). */
const current = new AsyncLocalStorage<{ reqId: string }>();

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.reqId;
}

/**
 * Runs each request's work, from its first hook to its handler and whatever that awaits, inside a
 * context that holds its id. A body that arrives later on the socket keeps it too (Node carries the
 * context into the stream's events; request-id-logs.int.test.ts sends one late to make sure).
 * A callback hook: it runs on every request (see plugins/security.ts).
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => current.run({ reqId: request.id }, done));
}
