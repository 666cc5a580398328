import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { moderatedHub } from '../blocks/live.js';

/** One live event and who may receive it: everyone signed in, or one user only. */
export interface LiveMessage {
  to: string | null;
  /** With `to: null`: members left out (the author of a hidden post, issue 16). */
  except?: string[];
  event: LiveEvent;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * The live-update bus. `publish` reaches every subscriber on every server instance: in-process on
 * PGlite (one process), through PostgreSQL NOTIFY/LISTEN when several instances share a database.
 */
export interface LiveHub {
  publish(...messages: LiveMessage[]): Promise<void>;
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Every message this instance receives, whatever its audience (caches use it to stay fresh). */
  observe(observer: (message: LiveMessage) => void): () => void;
  /** Open subscriptions on this instance. */
  readonly size: number;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'storyloom_community';

/** The subscribers of this process, by user. */
class LocalFanout {
  private readonly byUser = new Map<string, Set<LiveListener>>();
  private readonly observers = new Set<(message: LiveMessage) => void>();
  private count = 0;

  get size() {
    return this.count;
  }

  subscribe(userId: string, listener: LiveListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    this.count += 1;
    return () => {
      if (!set.delete(listener)) return;
      this.count -= 1;
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  observe(observer: (message: LiveMessage) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  tellObservers(message: LiveMessage) {
    for (const observer of this.observers) observer(message);
  }

  dispatch(message: LiveMessage, { observers = true } = {}) {
    if (observers) this.tellObservers(message);
    const { to, event, except } = message;
    const targets =
      to === null
        ? [...this.byUser].filter(([userId]) => !except?.includes(userId)).map(([, set]) => set)
        : [this.byUser.get(to) ?? new Set<LiveListener>()];
    for (const set of targets) for (const listener of set) listener(event);
  }
}

export function inProcessHub(): LiveHub {
  const fanout = new LocalFanout();
  return {
    async publish(...messages) {
      for (const message of messages) fanout.dispatch(message);
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    observe: (observer) => fanout.observe(observer),
    get size() {
      return fanout.size;
    },
    async close() {},
  };
}

/** A message on the wire names the instance that sent it. */
type WireMessage = LiveMessage & { origin?: string };

function parseMessage(payload: string | undefined): WireMessage | null {
  try {
    const parsed = JSON.parse(payload ?? '') as WireMessage;
    return parsed && typeof parsed === 'object' && parsed.event ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Fan-out through PostgreSQL: NOTIFY goes out on the app's pool, and a dedicated client (a pooled
 * one would be handed to other queries) LISTENs and feeds this instance's subscribers. A dropped
 * listener reconnects with a growing delay; clients refetch when their stream reconnects.
 */
export async function postgresHub(db: Kysely<Database>, connectionString: string, log: Logger): Promise<LiveHub> {
  const fanout = new LocalFanout();
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      const wire = n.channel === LIVE_CHANNEL ? parseMessage(n.payload) : null;
      if (!wire) return;
      const { origin: from, ...message } = wire;
      // This instance's observers were told when it published.
      fanout.dispatch(message, { observers: from !== origin });
    });
    next.on('error', (err) => {
      log.warn({ err }, 'live updates: LISTEN connection lost');
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    await next.connect();
    await next.query(`listen ${LIVE_CHANNEL}`);
    client = next;
    retryMs = 500;
  };
  const schedule = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((err) => {
        log.warn({ err }, 'live updates: LISTEN reconnect failed');
        retryMs = Math.min(retryMs * 2, 30_000);
        schedule();
      });
    }, retryMs);
  };

  await connect();
  return {
    async publish(...messages) {
      for (const message of messages) {
        // Caches on this instance follow its own writes before the answer leaves, not a round trip later.
        fanout.tellObservers(message);
        await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ ...message, origin })})`.execute(db);
      }
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    observe: (observer) => fanout.observe(observer),
    get size() {
      return fanout.size;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/**
 * The bus for this app: PostgreSQL NOTIFY/LISTEN when several instances may share the database,
 * in-process otherwise. Made once per app and kept on the app context (services publish too).
 */
export async function createLiveHub(ctx: Pick<AppContext, 'db' | 'dbKind' | 'config' | 'log'>): Promise<LiveHub> {
  // Hidden and removed posts are screened out of every batch first (issue 16, modules/blocks/live.ts).
  if (ctx.dbKind !== 'postgres') return moderatedHub(inProcessHub(), ctx.db);
  if (!ctx.config.databaseUrl) {
    ctx.log.warn('live updates: PostgreSQL without DATABASE_URL, fanning out in this process only');
    return moderatedHub(inProcessHub(), ctx.db);
  }
  return moderatedHub(await postgresHub(ctx.db, ctx.config.databaseUrl, ctx.log), ctx.db);
}
