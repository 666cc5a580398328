import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * The auth secret: AUTH_SECRET when given, else one generated on first start and kept in the
 * database, so every instance on the same database signs cookies alike.
 */
export async function loadAuthSecret(db: Kysely<Database>, explicit: string | undefined): Promise<string> {
  if (explicit) return explicit;
  await db
    .insertInto('app_settings')
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'auth_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
