import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric name starts with this, so a shared Prometheus can tell Storyloom's apart. */
const METRIC_PREFIX = 'storyloom_';

/** The route label of a request no route matched (a 404): one fixed value, never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's Prometheus metrics (issue 18), one registry per app so that tests building several apps
 * in one process never share counters. Served at /metrics (metrics/routes.ts).
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // CPU, memory, event-loop lag, GC and handles of this process, as storyloom_process_* / storyloom_nodejs_*.
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  return {
    registry,
    httpRequests: new Counter({
      name: 'storyloom_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'storyloom_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'storyloom_db_query_duration_seconds',
      help: 'Database query time, by outcome (ok or error)',
      labelNames: ['outcome'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    mailSent: new Counter({ name: 'storyloom_mail_sent_total', help: 'Mails handed to SMTP or the outbox', registers }),
    mailFailed: new Counter({
      name: 'storyloom_mail_failed_total',
      help: 'Mail delivery attempts that failed (a queued mail is retried)',
      registers,
    }),
    aiCalls: new Counter({
      name: 'storyloom_ai_calls_total',
      help: 'AI generations, by engine (provider or offline) and outcome',
      labelNames: ['engine', 'outcome'] as const,
      registers,
    }),
    /**
     * A gauge read at scrape time (pool, live clients, queued mail), added by whoever owns the number.
     * Values are cleared before each read, so a failing read leaves the gauge empty rather than stale.
     */
    gauge(
      name: string,
      help: string,
      collect: (set: (value: number, labels?: Record<string, string>) => void) => unknown,
      labelNames: readonly string[] = [],
    ) {
      return new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers,
        async collect() {
          this.reset();
          try {
            await collect((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
          } catch {
            // An unreadable number is left out of this scrape; the other metrics still answer.
          }
        },
      });
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
