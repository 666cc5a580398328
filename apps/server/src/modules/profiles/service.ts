import { defaultUsername } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Every user gets a profile at sign-up (spec 000 §3). */
export async function createProfileForUser(db: Kysely<Database>, user: { id: string; fullName: string | null }) {
  await db
    .insertInto('profiles')
    .values({ id: user.id, username: defaultUsername(user.id), full_name: user.fullName || null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export function findProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['username', 'full_name', 'avatar_url'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
