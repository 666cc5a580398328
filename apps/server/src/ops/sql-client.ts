import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';

/** The one thing the copy engine needs from a database: a query on one session. */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export function pgliteClient(pglite: PGlite): SqlClient {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const result = await pglite.query<R>(text, params);
      return { rows: result.rows };
    },
  };
}

export function pgClient(client: pg.Client): SqlClient {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return { rows: result.rows as R[] };
    },
  };
}

/** Queries inside a Kysely transaction (or connection), so they share its snapshot. */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export function kyselyClient(db: Kysely<any> | Transaction<any>): SqlClient {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const result = await db.executeQuery<R>(CompiledQuery.raw(text, params));
      return { rows: [...result.rows] };
    },
  };
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
