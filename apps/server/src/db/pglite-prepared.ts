import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import type { PGliteDialectConfig } from 'kysely';
import { MAX_PREPARED_STATEMENTS, NO_GENERIC_PLAN, plannedPerCall, STALE_PLAN } from './statement-policy.js';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type KyselyPglite = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type QueryOptions = { rowMode?: 'array' | 'object' };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Statement {
  name: string;
  paramTypes: number[];
  /** The columns, as Describe answered once; absent for statements that return no rows. */
  columns?: BackendMessage;
}

/**
 * Kysely's view of PGlite, running each query text the second time it is seen as a named prepared
 * statement (issue 20, decision 2005). PGlite's own `query` parses and plans every call and crosses
 * into WebAssembly six times; planning was two thirds of a feed page's database time. Here a
 * repeated query is bound and executed in one crossing, and PostgreSQL reuses its plan (custom
 * plans for the first five runs, then a generic one when it costs no more: plan_cache_mode auto).
 * Only the prepared-statement bookkeeping is ours: parameters are serialised and rows parsed with
 * PGlite's own serializers and `parseResults`, so values come back exactly as PGlite's `query` gives.
 */
export class PreparedPglite implements KyselyPglite {
  readonly #pglite: PGlite;
  readonly #statements = new Map<string, Statement>();
  readonly #seenOnce = new Set<string>();
  readonly #unnamedOnly = new Set<string>();
  #nextName = 1;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  get closed() {
    return this.#pglite.closed;
  }
  get ready() {
    return this.#pglite.ready;
  }
  get waitReady() {
    return this.#pglite.waitReady;
  }
  close() {
    return this.#pglite.close();
  }
  /** How many statements are prepared now (for tests). */
  get preparedCount() {
    return this.#statements.size;
  }

  /** Outside a transaction: waits for any open transaction, like PGlite's `query`, then syncs files. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const pglite = this.#pglite;
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const result = await this.#run<T>(text, params, options, true);
        await pglite.syncToFs();
        return result;
      }),
    );
  }

  transaction<T>(callback: (tx: { query: KyselyPglite['query']; rollback(): Promise<void> }) => Promise<T>) {
    return this.#pglite.transaction((tx) =>
      callback({
        query: (text, params, options) =>
          this.#pglite._runExclusiveQuery(() => this.#run(text, params ?? [], options as QueryOptions, false)),
        rollback: () => tx.rollback(),
      }),
    );
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined, mayRetry: boolean) {
    try {
      return await this.#execute<T>(await this.#statementFor(text), params, options);
    } catch (error) {
      // A table's columns changed under a prepared `select *`, or the statement has no generic
      // plan: prepare it again, or never (and outside a transaction, which the error has not
      // aborted, run it again once).
      const code = (error as { code?: string }).code;
      if ((code !== STALE_PLAN && code !== NO_GENERIC_PLAN) || !this.#statements.has(text)) throw error;
      await this.#forget(text);
      if (code === NO_GENERIC_PLAN) this.#unnamedOnly.add(text);
      if (!mayRetry) throw error;
      return this.#execute<T>(await this.#statementFor(text), params, options);
    }
  }

  async #execute<T>(statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const pglite = this.#pglite;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    // The statement's columns were described when it was parsed: not asked again on every run.
    if (statement.columns) messages.unshift(statement.columns);
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  }

  /** A text seen before gets a name and stays prepared; a first sighting uses the unnamed statement. */
  async #statementFor(text: string): Promise<Statement> {
    const known = this.#statements.get(text);
    if (known) {
      // Re-inserting keeps the map in least-recently-used order.
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const perCall = this.#unnamedOnly.has(text) || plannedPerCall(text);
    const keep = this.#seenOnce.has(text) && !perCall;
    const name = keep ? `storyloom_${this.#nextName++}` : '';
    const messages = await this.#pglite.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.find((message) => message.name === 'rowDescription'),
    };
    if (keep) {
      this.#seenOnce.delete(text);
      this.#statements.set(text, statement);
      await this.#closeBeyondLimit();
    } else {
      // One-off texts (an `in` list of a new length, a migration) never pile up.
      if (this.#seenOnce.size >= MAX_PREPARED_STATEMENTS * 4) this.#seenOnce.clear();
      if (!perCall) this.#seenOnce.add(text);
    }
    return statement;
  }

  async #closeBeyondLimit() {
    for (const text of this.#statements.keys()) {
      if (this.#statements.size <= MAX_PREPARED_STATEMENTS) return;
      await this.#forget(text);
    }
  }

  async #forget(text: string) {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.#pglite.execProtocolStream(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
  }
}
