import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PreparedPglite } from './pglite-prepared.js';
import { MAX_PREPARED_STATEMENTS } from './statement-policy.js';

interface Db {
  items: { id: number; name: string; tags: string[]; data: unknown; at: Date; flag: boolean | null };
}

let pglite: PGlite;
let prepared: PreparedPglite;
let db: Kysely<Db>;

async function namedStatements(): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((r) => r.name);
}

// One database for the file (starting PGlite takes seconds); each test gets a new table and adapter.
beforeAll(async () => {
  pglite = await PGlite.create();
});

afterAll(async () => {
  await pglite.close();
});

beforeEach(async () => {
  await pglite.exec('deallocate all; drop table if exists items');
  await pglite.exec(
    'create table items (id int primary key, name text not null, tags text[] not null, data jsonb, at timestamptz not null, flag boolean)',
  );
  prepared = new PreparedPglite(pglite);
  db = new Kysely<Db>({ dialect: new PGliteDialect({ pglite: prepared }) });
});

const at = new Date('2026-11-24T10:00:00.123Z');
const insertItem = (id: number, name: string) =>
  db.insertInto('items').values({ id, name, tags: ['a', 'b'], data: { n: id, list: [1, 2] }, at, flag: null });

describe('PreparedPglite', () => {
  it('returns the same values as PGlite’s own query, on a first run and on prepared runs', async () => {
    await insertItem(1, 'one').execute();
    const query = db.selectFrom('items').selectAll().where('id', '=', 1);
    const direct = await pglite.query(query.compile().sql, [1]);
    for (let run = 0; run < 3; run++) expect(await query.execute()).toEqual(direct.rows);
    expect(direct.rows[0]).toMatchObject({ tags: ['a', 'b'], data: { n: 1, list: [1, 2] }, at, flag: null });
  });

  it('prepares a text the second time it runs, once, and reports affected rows', async () => {
    const update = (name: string) => db.updateTable('items').set({ name }).where('id', '<', 10).executeTakeFirst();
    await insertItem(1, 'one').execute();
    await insertItem(2, 'two').execute();
    expect(prepared.preparedCount).toBe(1); // the insert, seen twice
    expect((await update('x')).numUpdatedRows).toBe(2n);
    expect((await update('y')).numUpdatedRows).toBe(2n);
    await update('z');
    expect(prepared.preparedCount).toBe(2);
    expect(await namedStatements()).toHaveLength(2);
  });

  it('never prepares a text matching a pattern parameter, and answers each value with its own plan', async () => {
    await insertItem(1, 'maya').execute();
    await insertItem(2, 'liam').execute();
    const search = (term: string) => db.selectFrom('items').select('id').where('name', 'like', `%${term}%`).execute();
    const before = prepared.preparedCount;
    expect(await search('ma')).toEqual([{ id: 1 }]);
    expect(await search('ia')).toEqual([{ id: 2 }]);
    expect(await search('a')).toHaveLength(2);
    expect(prepared.preparedCount).toBe(before);
  });

  it('closes the least recently used statement beyond the limit', async () => {
    const run = (n: number) => sql`select ${sql.lit(n)}::int as n`.execute(db);
    for (let n = 0; n <= MAX_PREPARED_STATEMENTS; n++) {
      await run(n);
      await run(n);
    }
    expect(prepared.preparedCount).toBe(MAX_PREPARED_STATEMENTS);
    expect(await namedStatements()).toHaveLength(MAX_PREPARED_STATEMENTS);
    // The first text was closed, and runs again (unnamed, then prepared anew).
    expect((await run(0)).rows).toEqual([{ n: 0 }]);
  });

  it('keeps a failed statement from breaking the next ones, in and out of transactions', async () => {
    await insertItem(1, 'one').execute();
    await expect(insertItem(1, 'again').execute()).rejects.toMatchObject({ code: '23505' });
    await expect(insertItem(1, 'again').execute()).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 2, name: 'two', tags: [], at }).execute();
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await db.selectFrom('items').select('id').execute()).toEqual([{ id: 1 }]);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 3, name: 'three', tags: [], at }).execute();
    });
    expect(await db.selectFrom('items').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('prepares a statement again when its table’s columns change', async () => {
    await insertItem(1, 'one').execute();
    const all = () => sql<Record<string, unknown>>`select * from items`.execute(db);
    await all();
    await all();
    await pglite.exec("alter table items add column extra text default 'new'");
    const { rows } = await all();
    expect(rows[0]).toMatchObject({ id: 1, extra: 'new' });
  });

  it('runs unnamed a statement PostgreSQL cannot plan generically (a parameter against a partial index)', async () => {
    await pglite.exec('create unique index items_one_flagged on items (name) where flag = true');
    const insert = (id: number) =>
      db
        .insertInto('items')
        .values({ id, name: 'same', tags: [], at, flag: true })
        .onConflict((oc) => oc.column('name').where('flag', '=', true).doNothing())
        .returning('id')
        .execute();
    // The sixth run is where PostgreSQL first tries a generic plan.
    const inserted = [];
    for (let id = 1; id <= 8; id++) inserted.push(...(await insert(id)));
    expect(inserted).toEqual([{ id: 1 }]);
    expect(prepared.preparedCount).toBe(0);
  });

  it('lets a query wait for a transaction opened on PGlite itself instead of running inside it', async () => {
    await insertItem(1, 'one').execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let updated = () => {};
    const inside = new Promise<void>((resolve) => {
      updated = resolve;
    });
    // Kysely queues its own queries behind its transactions; PGlite's other users (backups, the
    // ops socket) open theirs on PGlite directly.
    const tx = pglite.transaction(async (trx) => {
      await trx.query("update items set name = 'inside'");
      updated();
      await held;
      await trx.query('select 1 / 0');
    });
    await inside;
    const outside = prepared.query<{ name: string }>('select name from items');
    // Time for the query to run, were it allowed to, before the transaction goes on.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await expect(tx).rejects.toMatchObject({ code: '22012' });
    // Had it run inside the transaction, it would have seen the rolled-back name.
    expect((await outside).rows).toEqual([{ name: 'one' }]);
  });
});
