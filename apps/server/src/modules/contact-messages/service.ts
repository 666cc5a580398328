import {
  type ContactMessageEntry,
  type ContactMessageInput,
  type ContactStatus,
  contactMessageCsvValues,
  messages,
} from '@storyloom/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { beforeRow, iso, type KeysetRow, keysetBatches, keysetCursor, matchesSearch } from '../admin/lists.js';

type Db = Kysely<Database>;

/** The admin search covers name, email and subject. */
const SEARCH_COLUMNS = ['name', 'email', 'subject'] as const;

export interface ContactFilter {
  search?: string;
  status?: ContactStatus;
}

/** A new message starts 'unread'; a blank subject was already made 'General Inquiry' by the schema. */
export async function storeContactMessage(db: Db, input: ContactMessageInput): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message, status: 'unread' })
    .execute();
}

function filtered(db: Db, { search, status }: ContactFilter) {
  let query = db.selectFrom('contact_messages');
  const match = matchesSearch(SEARCH_COLUMNS, search);
  if (match) query = query.where(match);
  if (status) query = query.where('status', '=', status);
  return query;
}

const COLUMNS = ['id', 'name', 'email', 'subject', 'message', 'status', 'created_at', 'updated_at'] as const;

type Row = Selectable<Database['contact_messages']>;

function toEntry(row: Row): ContactMessageEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listContactMessages(db: Db, query: ContactFilter & { page: number; pageSize: number }) {
  const { page, pageSize } = query;
  return paginate(
    filtered(db, query).select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    filtered(db, query).select((eb) => eb.fn.countAll<number>().as('total')),
    { page, pageSize },
    toEntry,
  );
}

export function exportContactMessages(db: Db, filter: ContactFilter) {
  return keysetBatches(async (after: KeysetRow | null, limit) => {
    let query = filtered(db, filter).select([...COLUMNS, keysetCursor.as('cursor')]);
    if (after) query = query.where(beforeRow(after));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  });
}

export const contactMessageCsvRow = (row: Row) => contactMessageCsvValues(toEntry(row));

function notFound(): never {
  throw new AppError(404, 'not_found', messages.errors.notFound);
}

/** Sets the status; updated_at moves on every change. */
export async function setContactStatus(db: Db, id: string, status: ContactStatus): Promise<ContactMessageEntry> {
  const row = await db
    .updateTable('contact_messages')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toEntry(row) : notFound();
}

export async function deleteContactMessage(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) notFound();
}
