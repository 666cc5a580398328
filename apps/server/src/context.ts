import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Auth } from './auth/auth.js';
import type { SessionCache } from './auth/session-cache.js';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/connect.js';
import type { Database } from './db/types.js';
import type { Mailer } from './mail/mailer.js';
import type { AppMetrics } from './metrics/registry.js';
import type { LiveHub } from './modules/community/hub.js';
import type { TextFilter } from './safety/filter.js';
import type { Storage } from './storage/types.js';

/** What every route and service may use; hung on the Fastify instance as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  auth: Auth;
  /** Recently confirmed sessions; see auth/session-cache.ts. */
  sessions: SessionCache;
  mailer: Mailer;
  log: Logger;
  /** Uploads and data exports: local disk or S3 (storage/types.ts); also `app.storage`. */
  storage: Storage;
  /** The community's live-update bus; every instance hears what one publishes (caches drop on it). */
  live: LiveHub;
  /** The auth secret (db/secret.ts). Never used as a key itself: derive one per purpose (HKDF). */
  secret: string;
  /** The safety filter (safety/filter.ts): language and personal information, before anything is stored. */
  filter: TextFilter;
  /** Prometheus metrics of this app (metrics/registry.ts), served at /metrics. */
  metrics: AppMetrics;
}

/** Every route the app registered, read by the robustness suite so new routes are covered automatically. */
export interface RouteInfo {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: readonly RouteInfo[];
  }
}
