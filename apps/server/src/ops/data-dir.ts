import fs from 'node:fs';
import path from 'node:path';
import { OpsError } from './manifest.js';

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');

/** Refuses a DATA_DIR with no embedded database (opening one would create an empty database). */
export function assertHasDatabase(dataDir: string): void {
  if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${dataDir} (expected ${pgliteDir(dataDir)}). Check DATA_DIR.`);
  }
}
