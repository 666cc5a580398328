import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Auth } from './auth/auth.js';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/connect.js';
import type { Database } from './db/types.js';
import type { Mailer } from './mail/mailer.js';

/** What every route and service may use; hung on the Fastify instance as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
