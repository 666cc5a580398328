import { messages, sessionTexts, type UserSession } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { SESSION_ABSOLUTE_TTL_SECONDS } from '../../auth/auth.js';
import type { SessionCache } from '../../auth/session-cache.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { describeDevice } from './device.js';

type Db = Kysely<Database>;

/** More than this are not listed (sign out all others ends them all the same). */
const MAX_LISTED_SESSIONS = 100;

/** Sessions of the user that still work: not expired and within the absolute lifetime. */
function liveSessions(db: Db, userId: string) {
  return db
    .selectFrom('session')
    .where('userId', '=', userId)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('createdAt', '>', sql<Date>`now() - make_interval(secs => ${SESSION_ABSOLUTE_TTL_SECONDS})`);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Settings → Login Details: the user's signed-in devices, newest first; never a token. */
export async function listSessions(db: Db, userId: string, currentId: string): Promise<UserSession[]> {
  const rows = await liveSessions(db, userId)
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(MAX_LISTED_SESSIONS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ipAddress || null,
    createdAt: iso(row.createdAt),
    lastSeen: iso(row.updatedAt),
    current: row.id === currentId,
  }));
}

/** Signs out one of the user's other sessions; another user's (or an unknown) id is 404. */
export async function revokeSession(db: Db, cache: SessionCache, userId: string, currentId: string, id: string) {
  if (id === currentId) throw new AppError(400, 'current_session', sessionTexts.currentSession);
  const row = await db
    .deleteFrom('session')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('token')
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', messages.errors.notFound);
  cache.forgetToken(row.token);
}

/** Signs out every session of the user but this one; returns how many ended. */
export async function revokeOtherSessions(db: Db, cache: SessionCache, userId: string, currentId: string) {
  const rows = await db
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('id', '!=', currentId)
    .returning(['token', 'expiresAt'])
    .execute();
  for (const row of rows) cache.forgetToken(row.token);
  return rows.filter((row) => new Date(row.expiresAt).getTime() > Date.now()).length;
}
