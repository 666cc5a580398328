import { countRows, readSequences, type SequenceValue, type TableInfo, writeSequences } from './schema.js';
import { quoteIdent, type SqlClient } from './sql-client.js';

export const PAGE_SIZE = 500;

/**
 * A table's rows as JSON text (row_to_json), a page at a time by physical position (ctid): a
 * keyset that every table has, stable inside one snapshot, read by a TID range scan. JSON keeps
 * every type exact (timestamps with their offset, jsonb as JSON, bytea as hex), and the target
 * turns it back with json_populate_recordset, so PGlite and PostgreSQL agree on the encoding.
 */
export async function* readRows(client: SqlClient, table: string): AsyncGenerator<string[]> {
  let after = '(0,0)';
  for (;;) {
    const { rows } = await client.query<{ j: string; c: string }>(
      `select row_to_json(t)::text as j, t.ctid::text as c from ${quoteIdent(table)} t
       where t.ctid > $1::tid order by t.ctid limit ${PAGE_SIZE}`,
      [after],
    );
    if (!rows.length) return;
    yield rows.map((r) => r.j);
    after = rows[rows.length - 1]?.c ?? after;
    if (rows.length < PAGE_SIZE) return;
  }
}

export async function insertRows(client: SqlClient, table: TableInfo, jsonRows: string[]): Promise<void> {
  if (!jsonRows.length) return;
  const cols = table.columns.map(quoteIdent).join(', ');
  await client.query(
    `insert into ${quoteIdent(table.name)} (${cols}) overriding system value
     select ${cols} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`,
    [`[${jsonRows.join(',')}]`],
  );
}

/**
 * Gets a freshly migrated target ready for a copy: rows the migrations wrote (counters, defaults)
 * go, and the app's triggers are off — they would hand out points again for copied events, cap the
 * copied points ledger, or count the waiting list twice. Foreign keys stay on; tables are copied
 * parents first.
 */
export async function prepareTarget(client: SqlClient, tables: TableInfo[]): Promise<void> {
  for (const t of tables) await client.query(`alter table ${quoteIdent(t.name)} disable trigger user`);
  if (tables.length) await client.query(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')}`);
}

export async function finishTarget(client: SqlClient, tables: TableInfo[], sequences: SequenceValue[]) {
  for (const t of tables) await client.query(`alter table ${quoteIdent(t.name)} enable trigger user`);
  await writeSequences(client, sequences);
}

export interface TableCount {
  table: string;
  rows: number;
}

/** Copies every table from one database session to another (the move to PostgreSQL). */
export async function copyDatabase(
  source: SqlClient,
  target: SqlClient,
  tables: TableInfo[],
  onTable: (table: string, rows: number) => void = () => {},
): Promise<TableCount[]> {
  await prepareTarget(target, tables);
  const counts: TableCount[] = [];
  for (const table of tables) {
    let rows = 0;
    for await (const page of readRows(source, table.name)) {
      await insertRows(target, table, page);
      rows += page.length;
    }
    counts.push({ table: table.name, rows });
    onTable(table.name, rows);
  }
  await finishTarget(target, tables, await readSequences(source));
  return counts;
}

/** Counts every table on the target and names those that differ from the expected counts. */
export async function verifyCounts(target: SqlClient, expected: TableCount[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { table, rows } of expected) {
    const actual = await countRows(target, table);
    if (actual !== rows) problems.push(`${table}: expected ${rows} rows, found ${actual}`);
  }
  return problems;
}
