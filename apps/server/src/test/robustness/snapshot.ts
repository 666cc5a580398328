import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';

/** Tables a refused request may legitimately touch (limiter counters). */
const VOLATILE = /rate|limit/i;

async function trackedTables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'kysely_migration'
      and table_name <> 'kysely_migration_lock'`.execute(db);
  return rows.map((r) => r.table_name).filter((name) => !VOLATILE.test(name));
}

/** Row counts of every table, in one round trip; used to prove a refused request wrote nothing. */
export async function createRowCounter(db: Kysely<unknown>) {
  const tables = await trackedTables(db);
  const query = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  return async (): Promise<string> => {
    const result = await sql.raw<{ t: string; n: number }>(query).execute(db);
    return result.rows.map((r) => `${r.t}=${r.n}`).join(',');
  };
}

/**
 * A digest of every row of every table (and of the files under `uploadsDir`), in one round trip:
 * unlike a row count it also changes when a refused request edits a row in place.
 */
export async function createContentDigest(db: Kysely<unknown>, uploadsDir?: string) {
  const tables = await trackedTables(db);
  const query = tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
    .join(' union all ');
  return async (): Promise<string> => {
    const result = await sql.raw<{ t: string; h: string }>(query).execute(db);
    const files = uploadsDir && fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir, { recursive: true }).length : 0;
    return [...result.rows.map((r) => `${r.t}=${r.h}`), `${path.basename(uploadsDir ?? 'uploads')}=${files}`].join(',');
  };
}

/** Names the tables whose digest differs between two digests (for a readable failure). */
export function changedTables(before: string, after: string): string[] {
  const map = new Map(before.split(',').map((p) => p.split('=') as [string, string]));
  return after
    .split(',')
    .map((p) => p.split('=') as [string, string])
    .filter(([t, h]) => map.get(t) !== h)
    .map(([t]) => t);
}
