import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from '../modules/admin/lists.js';
import { containsPattern } from './member-sql.js';
import { plannedPerCall } from './statement-policy.js';
import type { Database } from './types.js';

// Compiles only: the texts the searches send, as the prepared-statement adapters see them.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('plannedPerCall', () => {
  it('plans per call the admin list search and the feed search, page and count', () => {
    const match = matchesSearch(['name', 'email'], 'school42');
    if (!match) throw new Error('a search term makes a condition');
    const page = db.selectFrom('waiting_list').where(match).select('id').orderBy('created_at', 'desc').limit(10);
    const count = db
      .selectFrom('waiting_list')
      .where(match)
      .select((eb) => eb.fn.countAll().as('total'));
    const feed = db.selectFrom('posts as p').where('p.content', 'ilike', containsPattern('art')).select('p.id');
    for (const query of [page, count, feed]) expect(plannedPerCall(query.compile().sql)).toBe(true);
  });

  it('prepares everything else, a pattern written into the text included', () => {
    const byId = db.selectFrom('posts').where('id', '=', 'x').select('id').orderBy('created_at', 'desc').limit(5);
    expect(plannedPerCall(byId.compile().sql)).toBe(false);
    expect(plannedPerCall("select name from pg_prepared_statements where name like 'storyloom_%'")).toBe(false);
    expect(plannedPerCall('select "unlike" from t where "unlike" = $1')).toBe(false);
  });
});
