import { publicMessages, type WaitingListEntry, type WaitingListSignup, waitingListCsvValues } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { beforeRow, iso, type KeysetRow, keysetBatches, keysetCursor, matchesSearch } from '../admin/lists.js';

type Db = Kysely<Database>;

/** Spec 001 §2: the admin search covers name and email. */
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

type Row = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  interests: string[] | null;
  created_at: Date;
};

function toEntry(row: Row): WaitingListEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // The table's check constraints hold role and interests to the spec's values.
    role: row.role as WaitingListEntry['role'],
    interests: row.interests as WaitingListEntry['interests'],
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
  const [rows, count] = await Promise.all([
    filtered(db, search)
      .select(['id', 'name', 'email', 'role', 'interests', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countEntries(db, search),
  ]);
  return { items: rows.map(toEntry), total: Number(count.total), page, pageSize };
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
