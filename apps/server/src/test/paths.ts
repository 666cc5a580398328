import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Scratch space of a test run; TEST_TMP_DIR lets parallel runs on one machine stay apart. */
export const TMP_ROOT = path.resolve(process.env.TEST_TMP_DIR ?? path.join(repoRoot, '.tmp'));
export const TEMPLATE_DIR = path.join(TMP_ROOT, 'pglite-template');
export const PG_TEMPLATE_DB = `storyloom_test_template_${createHash('sha1').update(TMP_ROOT).digest('hex').slice(0, 8)}`;

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
