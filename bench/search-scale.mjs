// Admin search at scale (DESIGN §7): 1,000,000 waiting-list rows (PGlite, or PostgreSQL with DATABASE_URL); the
// median of search + exact count through the pg_trgm GIN indexes against a forced sequential scan
// in the same run (budget: at least 20× faster), and the median page load without a search.
// Needs the server build (`npx tsc -b apps/server`). Run alone: `node bench/search-scale.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { median, printTable, root } from './lib.mjs';
import { freshPostgresDatabase } from './postgres.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_SEARCH_REPEATS ?? 5);
// A sequential scan of a million rows takes seconds in the embedded database: fewer rounds suffice.
const SEQ_REPEATS = Math.max(1, Math.ceil(REPEATS / 2));
const MIN_SPEEDUP = 20;

const dist = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);

// What an admin types: a surname (about 1 in 900 rows), a full name, part of one address.
const SEARCHES = ['okafor', 'maya okafor', '.777777@'];

// 40 first names; 30 × 30 syllables make 900 surnames, so a name matches like it would among real people.
const FIRST = `Maya Liam Ava Noah Zara Kenji Amara Diego Sofia Omar Leah Ravi Ines Tariq Nora Mateo Aiko Yusuf Elena
  Kwame Lina Hugo Priya Felix Chloe Arjun Mila Tomas Ada Jonas Imani Leo Hana Samir Iris Kofi Vera Milo Anya Rafael`
  .trim()
  .split(/\s+/);
const STEMS = 'Ok Ri Ch No Ha It Si Ko Me Pa Be Ta Lu Vo Da Fe Gu Ja Mo Wi Za Qu Ro Su Xa Ye Ul Em Ar In'.split(' ');
const ENDS = `afor vera enko vak ddad osaki lva walski nsah tel rg naka ndqvist ros lton rreira zman ckson rales lliams
  ndaya inn driguez zuki vier ates lman erson mani gwe`
  .trim()
  .split(/\s+/);

const textArray = (list) => sql.raw(`(array[${list.map((n) => `'${n}'`).join(',')}])`);

/**
 * One INSERT ... SELECT over generate_series, with the migration's secondary indexes dropped and
 * then rebuilt from their own definitions (a bulk build is far faster than a million updates).
 */
export async function loadWaitingList(db) {
  const { rows: indexes } = await sql`
    select indexname, indexdef from pg_indexes
    where tablename = 'waiting_list' and indexname <> 'waiting_list_pkey'`.execute(db);
  for (const { indexname } of indexes) await sql`drop index ${sql.id(indexname)}`.execute(db);
  const f = sql.lit(FIRST.length);
  const s = sql.lit(STEMS.length);
  const perEnd = sql.lit(FIRST.length * STEMS.length);
  const e = sql.lit(ENDS.length);
  await sql`
    insert into waiting_list (name, email, role, interests, created_at)
    select fname || ' ' || lname,
           lower(fname) || '.' || lower(lname) || '.' || g || '@school' || (g % 97) || '.example',
           (array['student','parent','educator','school_admin','content_creator','other'])[1 + g % 6],
           case when g % 3 = 0 then array['storytelling','content_creation'] end,
           now() - make_interval(secs => g)
    from generate_series(1, ${sql.lit(ROWS)}) as g,
         lateral (select ${textArray(FIRST)}[1 + g % ${f}] as fname,
                         ${textArray(STEMS)}[1 + (g / ${f}) % ${s}] || ${textArray(ENDS)}[1 + (g / ${perEnd}) % ${e}] as lname) as n`.execute(
    db,
  );
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  for (const { indexdef } of indexes) await sql.raw(indexdef).execute(db);
  await sql`vacuum analyze waiting_list`.execute(db);
  return indexes.map((i) => i.indexname);
}

async function timeMs(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Runs each search `repeats` times (after one warm-up each) and returns the median and the totals seen. */
async function measureSearches(db, listWaitingList, repeats) {
  const times = [];
  const totals = {};
  for (const search of SEARCHES) {
    totals[search] = (await listWaitingList(db, { page: 1, pageSize: 10, search })).total;
    for (let i = 0; i < repeats; i++) {
      times.push(await timeMs(() => listWaitingList(db, { page: 1, pageSize: 10, search })));
    }
  }
  return { median: median(times), totals };
}

/** A fresh PGlite directory, or a fresh PostgreSQL database when DATABASE_URL is set. */
async function openDatabase() {
  const { openPglite, kyselyOnPglite, kyselyOnPostgres } = await dist('db/connect.js');
  if (process.env.DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL, 'storyloom_search_bench');
    // One connection, so the planner settings below apply to every query of the run.
    const handle = kyselyOnPostgres(database.url, 1);
    const close = async () => {
      await handle.close();
      await database.drop();
    };
    return { db: handle.db, close };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-search-bench-'));
  const handle = kyselyOnPglite(await openPglite(dir));
  const close = async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { db: handle.db, close };
}

export async function run() {
  const { migrateToLatest } = await dist('db/migrate.js');
  const { listWaitingList } = await dist('modules/waiting-list/service.js');
  const handle = await openDatabase();
  try {
    const { db } = handle;
    await migrateToLatest(db);
    const loadMs = await timeMs(() => loadWaitingList(db));

    const pages = [];
    await listWaitingList(db, { page: 1, pageSize: 10 });
    for (let i = 0; i < REPEATS * 2; i++) {
      const page = 1 + ((i * 37) % 100);
      pages.push(await timeMs(() => listWaitingList(db, { page, pageSize: 10 })));
    }

    const indexed = await measureSearches(db, listWaitingList, REPEATS);
    await sql`set enable_bitmapscan = off`.execute(db);
    await sql`set enable_indexscan = off`.execute(db);
    const sequential = await measureSearches(db, listWaitingList, SEQ_REPEATS);
    await sql`reset enable_bitmapscan`.execute(db);
    await sql`reset enable_indexscan`.execute(db);

    const sameAnswers = SEARCHES.every((s) => indexed.totals[s] === sequential.totals[s]);
    const speedup = sequential.median / indexed.median;
    const matches = SEARCHES.map((s) => `${s}: ${indexed.totals[s]}`).join(', ');
    return [
      { name: `load ${ROWS.toLocaleString('en')} waiting-list rows`, figure: `${(loadMs / 1000).toFixed(1)} s` },
      { name: 'search + count, GIN trigram indexes (median)', figure: `${indexed.median.toFixed(1)} ms` },
      { name: 'search + count, forced sequential scan (median)', figure: `${sequential.median.toFixed(1)} ms` },
      {
        name: 'search speed-up from the indexes',
        figure: `${speedup.toFixed(1)}x`,
        budget: `>= ${MIN_SPEEDUP}x`,
        pass: speedup >= MIN_SPEEDUP,
      },
      { name: `same totals both ways (${matches})`, figure: String(sameAnswers), pass: sameAnswers },
      { name: 'page of 10 + exact count, no search (median)', figure: `${median(pages).toFixed(1)} ms` },
    ];
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await run();
  printTable(rows);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}
