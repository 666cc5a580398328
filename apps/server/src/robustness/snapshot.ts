import { type Kysely, sql } from 'kysely';

/** Tables a refused request may legitimately touch (limiter counters). */
const VOLATILE = /rate|limit/i;

/** Row counts of every table, in one round trip; used to prove a refused request wrote nothing. */
export async function createRowCounter(db: Kysely<unknown>) {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'kysely_migration'
      and table_name <> 'kysely_migration_lock'`.execute(db);
  const tables = rows.map((r) => r.table_name).filter((name) => !VOLATILE.test(name));
  const query = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  return async (): Promise<string> => {
    const result = await sql.raw<{ t: string; n: number }>(query).execute(db);
    return result.rows.map((r) => `${r.t}=${r.n}`).join(',');
  };
}
