import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const TMP_ROOT = path.join(repoRoot, '.tmp');
export const TEMPLATE_DIR = path.join(TMP_ROOT, 'pglite-template');
export const PG_TEMPLATE_DB = 'storyloom_test_template';

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
