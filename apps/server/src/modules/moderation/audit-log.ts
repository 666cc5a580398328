import type { Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { ACTION_COLUMNS, toAuditEntries } from './members.js';

/** The audit log, newest first (moderation_actions_created_idx); admins only. */
export async function listAuditLog(db: Kysely<Database>, page: { page: number; pageSize: number }) {
  const result = await paginate(
    db.selectFrom('moderation_actions').select(ACTION_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    db.selectFrom('moderation_actions').select((eb) => eb.fn.countAll<number>().as('total')),
    page,
    (r) => r,
  );
  return { ...result, items: await toAuditEntries(db, result.items) };
}
