import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_auth.js';
import * as m0002 from './0002_core.js';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_auth': m0001,
  '0002_core': m0002,
};
