import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Keyed by the app's context, which the root instance and every plugin scope share.
const draining = new WeakSet<AppContext>();

/** From now on the readiness check answers 503, so a load balancer stops sending new requests. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app.ctx);
}

export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app.ctx);
}
