// `npm run bench`: runs each bench script in turn (each exports `run()` returning table rows) and
// prints one combined table. Exits non-zero when any figure misses its budget.
import fs from 'node:fs';
import { printTable } from './lib.mjs';
import { freshPostgresDatabase } from './postgres.mjs';

const BENCHES = [
  './bundle.mjs',
  './http.mjs',
  './video-range.mjs',
  './startup.mjs',
  './search-scale.mjs',
  './contention.mjs',
];

const onPostgres = Boolean(process.env.DATABASE_URL);
const database = onPostgres ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
if (database) process.env.DATABASE_URL = database.url;
console.info(`database: ${onPostgres ? 'PostgreSQL (DATABASE_URL, a fresh database)' : 'embedded PGlite'}`);

const rows = [];
try {
  for (const file of BENCHES) {
    console.info(`running ${file} ...`);
    const { run } = await import(file);
    rows.push(...(await run()));
  }
} finally {
  await database?.drop();
}
fs.mkdirSync(new URL('./results', import.meta.url), { recursive: true });
const kind = onPostgres ? 'postgres' : 'pglite';
const results = JSON.stringify({ at: new Date().toISOString(), database: kind, rows }, null, 2);
// latest.json is the last run on either database; latest-<database>.json keeps one per database.
for (const name of ['latest.json', `latest-${kind}.json`]) {
  fs.writeFileSync(new URL(`./results/${name}`, import.meta.url), results);
}
console.info(`\nStoryloom bench on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
printTable(rows);
if (rows.some((row) => row.pass === false)) process.exitCode = 1;
