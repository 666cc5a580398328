import type pg from 'pg';
import { MAX_PREPARED_STATEMENTS, NO_GENERIC_PLAN, plannedPerCall, STALE_PLAN } from './statement-policy.js';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs a query text this connection has seen before as a named prepared statement, so PostgreSQL
 * plans it once per connection instead of on every call (issue 20, decision 2005): node-postgres
 * parses a named statement on its first use per connection and only binds it afterwards. Kysely
 * calls `query(text, values)`; other call shapes pass through untouched. At most
 * MAX_PREPARED_STATEMENTS names per connection; texts beyond that run unnamed, as before.
 */
export function nameRepeatedQueries(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  const unnamedOnly = new Set<string>();
  let next = 1;
  // Looked up on each call, so whatever wraps Client.prototype.query (tracing, a test) still sees all.
  const query: Query = (...args) => (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);

  function nameFor(text: string): string | undefined {
    const known = names.get(text);
    if (known || names.size >= MAX_PREPARED_STATEMENTS || unnamedOnly.has(text) || plannedPerCall(text)) return known;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_PREPARED_STATEMENTS * 4) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `storyloom_${next++}`;
    names.set(text, name);
    return name;
  }

  const named: Query = async (text, values, callback) => {
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined)
      return query(text, values, callback);
    const name = nameFor(text);
    if (!name) return query(text, values);
    try {
      return await query({ name, text, values });
    } catch (error) {
      // A table's columns changed under the statement (a migration by another instance): the next
      // call prepares the text afresh under a new name. Without a generic plan, it runs unnamed.
      const code = (error as { code?: string }).code;
      if (code === STALE_PLAN || code === NO_GENERIC_PLAN) names.delete(text);
      if (code === NO_GENERIC_PLAN) unnamedOnly.add(text);
      throw error;
    }
  };
  (client as unknown as { query: Query }).query = named;
}
