import { quoteIdent, type SqlClient } from './sql-client.js';

/** Kysely's own bookkeeping: the target gets it from running the migrations. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface TableInfo {
  name: string;
  /** Columns the copy writes (generated columns are computed by the target). */
  columns: string[];
}

/**
 * The app's tables in the public schema, parents before children (foreign keys), so a copy into a
 * target whose foreign keys stay on never inserts a child before its parent. A table that refers to
 * itself (the moderation audit log's appeal_of) is copied in its physical order, which for an
 * append-only table is the order rows were written.
 */
export async function listTables(client: SqlClient): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column" from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = ''
     order by c.relname, a.attnum`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const names = tables.map((t) => t.name).filter((n) => !MIGRATION_TABLES.has(n));
  const columnsOf = new Map<string, string[]>();
  for (const { table, column } of columns) columnsOf.set(table, [...(columnsOf.get(table) ?? []), column]);
  return dependencyOrder(names, edges).map((name) => ({ name, columns: columnsOf.get(name) ?? [] }));
}

/** Kahn's algorithm in waves, alphabetical within a wave, so the order is stable. */
export function dependencyOrder(unsorted: string[], edges: Array<{ child: string; parent: string }>): string[] {
  const names = [...unsorted].sort();
  const known = new Set(names);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (known.has(child) && known.has(parent) && child !== parent) parents.get(child)?.add(parent);
  }
  const done: string[] = [];
  const placed = new Set<string>();
  while (done.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...(parents.get(n) ?? [])].every((p) => placed.has(p)));
    if (!ready.length) {
      const cycle = names.filter((n) => !placed.has(n));
      throw new Error(`foreign keys form a cycle between: ${cycle.join(', ')}`);
    }
    for (const n of ready) {
      placed.add(n);
      done.push(n);
    }
  }
  return done;
}

export async function countRows(client: SqlClient, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`);
  return rows[0]?.n ?? 0;
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Every sequence's position (none today: ids are UUIDs; kept so a future serial column moves too). */
export async function readSequences(client: SqlClient): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of rows) {
    const { rows: v } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quoteIdent(name)}`,
    );
    if (v[0]) values.push({ name, lastValue: v[0].last_value, isCalled: v[0].is_called });
  }
  return values;
}

export async function writeSequences(client: SqlClient, values: SequenceValue[]): Promise<void> {
  for (const s of values) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [quoteIdent(s.name), s.lastValue, s.isCalled]);
  }
}

/** The migrations applied to a database, in order (empty when it was never migrated). */
export async function appliedMigrations(client: SqlClient): Promise<string[]> {
  const { rows: exists } = await client.query<{ ok: boolean }>(
    `select to_regclass('public.kysely_migration') is not null as ok`,
  );
  if (!exists[0]?.ok) return [];
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((r) => r.name);
}
