import { publicMessages, type WaitingListEntry, type WaitingListSignup, waitingListCsvValues } from '@storyloom/domain';
import type { Kysely, Selectable } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { beforeRow, iso, type KeysetRow, keysetBatches, keysetCursor, matchesSearch } from '../admin/lists.js';

type Db = Kysely<Database>;

/** The admin search covers name and email. */
const SEARCH_COLUMNS = ['name', 'email'] as const;

/** Stores a sign-up; the unique index on lower(email) turns a duplicate into a 409. */
export async function joinWaitingList(db: Db, signup: WaitingListSignup): Promise<void> {
  try {
    await db
      .insertInto('waiting_list')
      .values({ name: signup.name, email: signup.email, role: signup.role, interests: signup.interests })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'already_registered', publicMessages.waitingList.alreadyRegistered);
    }
    throw error;
  }
}

function filtered(db: Db, search: string | undefined) {
  const match = matchesSearch(SEARCH_COLUMNS, search);
  const query = db.selectFrom('waiting_list');
  return match ? query.where(match) : query;
}

type Row = Pick<Selectable<Database['waiting_list']>, 'id' | 'name' | 'email' | 'role' | 'interests' | 'created_at'>;

function toEntry(row: Row): WaitingListEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    interests: row.interests,
    createdAt: iso(row.created_at),
  };
}

/** Exact count: through the trigram indexes with a search, from the trigger-kept total without. */
async function countEntries(db: Db, search: string | undefined): Promise<{ total: number }> {
  if (!matchesSearch(SEARCH_COLUMNS, search)) {
    return db.selectFrom('list_totals').select('total').where('name', '=', 'waiting_list').executeTakeFirstOrThrow();
  }
  return filtered(db, search)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
}

/** One page, newest first, and the exact number of matching entries. */
export async function listWaitingList(db: Db, query: { page: number; pageSize: number; search?: string }) {
  const { page, pageSize, search } = query;
  return paginate(
    filtered(db, search)
      .select(['id', 'name', 'email', 'role', 'interests', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    countEntries(db, search),
    { page, pageSize },
    toEntry,
  );
}

/** Every matching entry, newest first, in keyset batches, as CSV values. */
export function exportWaitingList(db: Db, search: string | undefined) {
  return keysetBatches(async (after: KeysetRow | null, limit) => {
    let query = filtered(db, search).select([
      'id',
      'name',
      'email',
      'role',
      'interests',
      'created_at',
      keysetCursor.as('cursor'),
    ]);
    if (after) query = query.where(beforeRow(after));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  });
}

export const waitingListCsvRow = (row: Row) => waitingListCsvValues(toEntry(row));
