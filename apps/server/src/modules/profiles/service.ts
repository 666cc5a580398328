import {
  defaultUsername,
  isReservedUsername,
  type Profile,
  profileMessages,
  reservedNameMessages,
} from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';

/** Every user gets a profile at sign-up, username 'user_' plus the first 8 characters of the id. */
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

/** The signed-in user's own profile, with the account email (read-only). */
export async function getOwnProfile(db: Kysely<Database>, user: { id: string; email: string }): Promise<Profile> {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'bio', 'website', 'avatar_url', 'created_at', 'updated_at'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', profileMessages.loadFailed.description);
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    bio: row.bio,
    website: row.website,
    avatarUrl: row.avatar_url,
    email: user.email,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface ProfilePatch {
  username?: string;
  fullName?: string | null;
  bio?: string | null;
  website?: string | null;
}

/**
 * Saves the fields that differ from what is stored; with none, nothing is written (updated_at
 * stays). A username another member has is a 409 with a clear message.
 */
export async function updateProfile(
  db: Kysely<Database>,
  user: { id: string; email: string },
  patch: ProfilePatch,
): Promise<{ profile: Profile; changed: boolean }> {
  const current = await getOwnProfile(db, user);
  const changes: Partial<{ username: string; full_name: string | null; bio: string | null; website: string | null }> =
    {};
  if (patch.username !== undefined && patch.username !== current.username) {
    if (isReservedUsername(patch.username)) {
      throw new AppError(400, 'validation_failed', reservedNameMessages.username);
    }
    changes.username = patch.username;
  }
  if (patch.fullName !== undefined && patch.fullName !== current.fullName) changes.full_name = patch.fullName;
  if (patch.bio !== undefined && patch.bio !== current.bio) changes.bio = patch.bio;
  if (patch.website !== undefined && patch.website !== current.website) changes.website = patch.website;
  if (Object.keys(changes).length === 0) return { profile: current, changed: false };
  try {
    await db
      .updateTable('profiles')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'username_taken', profileMessages.usernameTaken);
    throw err;
  }
  return { profile: await getOwnProfile(db, user), changed: true };
}
