import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';

/**
 * The README's "Where each URL is served" table is the map a newcomer reads: every registered
 * route falls under one of its prefixes, and the file that registers the route sits in that row's
 * folder. A route added elsewhere, or a row left stale, fails here.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const srcRoot = path.resolve(here, '../..');
const repoRoot = path.resolve(srcRoot, '../../..');

type Row = { prefixes: string[]; folder: string };

function readTable(): Row[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('Where each URL is served'));
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1]?.startsWith('`/')) continue;
    const prefixes = [...(cells[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').replace(/\/\*$/, ''));
    const folder = /`([^`]+\/)`/.exec(cells[2] ?? '')?.[1];
    if (folder) rows.push({ prefixes, folder });
  }
  return rows;
}

function covers(prefix: string, url: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

function ownerOf(rows: Row[], url: string): Row | undefined {
  let best: { row: Row; length: number } | undefined;
  for (const row of rows) {
    for (const prefix of row.prefixes) {
      if (covers(prefix, url) && (!best || prefix.length > best.length)) best = { row, length: prefix.length };
    }
  }
  return best?.row;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('README URL map', () => {
  const rows = readTable();

  it('lists folders that exist', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(fs.existsSync(path.join(srcRoot, row.folder)), row.folder).toBe(true);
  });

  it('covers every registered route, and each route is registered from its row’s folder', () => {
    const sources = sourceFiles(srcRoot).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    const urls = new Set(
      t.app.routeTable
        .map((r) => r.url)
        .filter((url) => url.startsWith('/api') || url.startsWith('/uploads') || url.startsWith('/.well-known')),
    );
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) {
      const owner = ownerOf(rows, url);
      expect(owner, `no README row covers ${url}`).toBeDefined();
      const registeredIn = sources.filter(({ text }) => text.includes(`'${url}'`)).map(({ file }) => file);
      for (const file of registeredIn) {
        expect(path.relative(srcRoot, file).startsWith(owner?.folder ?? '?'), `${url} is registered in ${file}`).toBe(
          true,
        );
      }
    }
  });
});
