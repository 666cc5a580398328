import { isReservedUsername, USERNAME_PATTERN } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../errors.js';

/**
 * The combined auth screen sends a username with the sign-up. When it is free it
 * replaces the default one; when it is taken or reserved the default stays (the sign-up does not fail).
 */
export async function applyRequestedUsername(db: Kysely<Database>, userId: string, username: unknown): Promise<void> {
  if (typeof username !== 'string' || !USERNAME_PATTERN.test(username) || isReservedUsername(username)) return;
  try {
    await db
      .updateTable('profiles')
      .set({ username })
      .where('id', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('profiles as taken').select('taken.id').where('taken.username', '=', username))),
      )
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
