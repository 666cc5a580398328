import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect.js';
import { UNMATCHED_ROUTE } from './registry.js';

/**
 * Feeds the app's metrics: every answer by route pattern and status, every query's time, the
 * database pool and the live-stream clients (read at scrape time). Called before the routes are
 * registered, so the response hook sees them all.
 */
export function instrumentApp(app: FastifyInstance, database: DatabaseHandle) {
  const { metrics, live } = app.ctx;

  // A callback hook (see plugins/security.ts). The route's pattern, never the URL: ids and query
  // strings would make a series per member and leak what they looked at.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  database.queries.onQuery = (event) =>
    metrics.dbQueryDuration.observe(
      { outcome: event.level === 'error' ? 'error' : 'ok' },
      event.queryDurationMillis / 1000,
    );

  metrics.gauge(
    'storyloom_database_info',
    'The database this instance runs on (1, labelled by kind)',
    (set) => set(1, { kind: database.kind }),
    ['kind'],
  );
  // PGlite is one connection inside the process: it has no pool to report.
  const pool = database.pool;
  if (pool) {
    metrics.gauge(
      'storyloom_db_pool_connections',
      'PostgreSQL pool connections, by state (total open, idle)',
      (set) => {
        const { total, idle } = pool();
        set(total, { state: 'total' });
        set(idle, { state: 'idle' });
      },
      ['state'],
    );
    metrics.gauge('storyloom_db_pool_waiting_requests', 'Queries waiting for a free pool connection', (set) =>
      set(pool().waiting),
    );
  }

  metrics.gauge(
    'storyloom_live_clients',
    'Live-stream (server-sent events) clients connected to this instance',
    (set) => set(live.size),
  );
}
