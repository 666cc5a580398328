import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../db/migrations/index.js';
import { OpsError } from './manifest.js';

/**
 * Migrates an empty target to exactly the source's level, so the copied rows fit its tables; the
 * app migrates the rest at its next start. A source this code does not know (newer) is refused.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export async function migrateToLevel(db: Kysely<any>, sourceMigrations: string[]): Promise<void> {
  const known = Object.keys(migrations);
  const matches = sourceMigrations.every((name, i) => known[i] === name);
  const last = sourceMigrations[sourceMigrations.length - 1];
  if (!matches || !last) {
    throw new OpsError(
      `The source's migrations (${sourceMigrations.join(', ') || 'none'}) are not a prefix of this version's ` +
        `(${known.join(', ')}). Use the Storyloom version that made it, or a newer one.`,
    );
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error;
}
