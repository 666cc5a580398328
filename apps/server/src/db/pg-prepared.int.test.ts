import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/paths.js';
import { type DatabaseHandle, kyselyOnPostgres } from './connect.js';

/** The statements this session has prepared, as PostgreSQL lists them (this listing left out). */
const preparedHere = (handle: DatabaseHandle) =>
  sql<{ name: string }>`select name from pg_prepared_statements
    where name like 'storyloom_%' and statement not like '%pg_prepared_statements%'`.execute(handle.db);

describe.skipIf(testDatabaseKind() !== 'postgres')('named statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  const table = `prepared_probe_${process.pid}`;
  beforeAll(async () => {
    // One connection, so every query below runs on the session whose statements are listed.
    handle = kyselyOnPostgres(process.env.TEST_DATABASE_URL as string, 1);
    await sql`create table ${sql.table(table)} (id int primary key, name text)`.execute(handle.db);
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(handle.db);
    await handle.close();
  });

  it('prepares a text the second time it runs and reuses it, with the same rows', async () => {
    const insert = (id: number) => sql`insert into ${sql.table(table)} values (${id}, ${`n${id}`})`.execute(handle.db);
    const read = () =>
      sql<{ id: number; name: string }>`select * from ${sql.table(table)} order by id`.execute(handle.db);
    await insert(1);
    expect((await preparedHere(handle)).rows).toHaveLength(0);
    await insert(2);
    await insert(3);
    const once = await read();
    const twice = await read();
    const thrice = await read();
    expect(once.rows).toEqual([
      { id: 1, name: 'n1' },
      { id: 2, name: 'n2' },
      { id: 3, name: 'n3' },
    ]);
    expect(twice.rows).toEqual(once.rows);
    expect(thrice.rows).toEqual(once.rows);
    // The insert and the select.
    expect((await preparedHere(handle)).rows).toHaveLength(2);
  });

  it('never prepares a text matching a pattern parameter', async () => {
    const search = (term: string) =>
      sql<{ id: number }>`select id from ${sql.table(table)} where name like ${`%${term}%`} order by id`.execute(
        handle.db,
      );
    const before = (await preparedHere(handle)).rows.length;
    expect((await search('n1')).rows).toEqual([{ id: 1 }]);
    expect((await search('n')).rows).toHaveLength(3);
    expect((await search('n3')).rows).toEqual([{ id: 3 }]);
    expect((await preparedHere(handle)).rows).toHaveLength(before);
  });

  it('prepares a statement afresh after its table’s columns change', async () => {
    const read = () => sql<Record<string, unknown>>`select * from ${sql.table(table)} where id = 1`.execute(handle.db);
    await read();
    await read();
    await sql`alter table ${sql.table(table)} add column extra text default 'new'`.execute(handle.db);
    // PostgreSQL refuses a prepared statement whose columns changed; the one after runs anew.
    await read().catch(() => undefined);
    await read();
    expect((await read()).rows).toEqual([{ id: 1, name: 'n1', extra: 'new' }]);
  });
});
