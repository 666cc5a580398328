// `npm run bench`: runs each bench script in turn (each exports `run()` returning table rows) and
// prints one combined table. Exits non-zero when any figure misses its budget.
import fs from 'node:fs';
import { printTable } from './lib.mjs';

const BENCHES = ['./bundle.mjs', './http.mjs', './startup.mjs', './search-scale.mjs'];

const rows = [];
for (const file of BENCHES) {
  console.info(`running ${file} ...`);
  const { run } = await import(file);
  rows.push(...(await run()));
}
fs.mkdirSync(new URL('./results', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
console.info('');
printTable(rows);
if (rows.some((row) => row.pass === false)) process.exitCode = 1;
