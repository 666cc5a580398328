import { ROLES, type Role } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';

export async function listUsers(db: Kysely<Database>, { page, pageSize }: { page: number; pageSize: number }) {
  return paginate(
    db
      .selectFrom('user')
      .select(['id', 'email', 'name', 'role', 'emailVerified', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id'),
    db.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('total')),
    { page, pageSize },
    (r) => ({
      ...r,
      role: (ROLES as readonly string[]).includes(r.role) ? (r.role as Role) : ('user' as const),
      createdAt: new Date(r.createdAt).toISOString(),
    }),
  );
}

/**
 * ADMIN_EMAILS is re-applied at every start: listed users become admins once their address is
 * verified (verification itself grants it too, see auth/auth.ts).
 */
export async function applyAdminEmails(db: Kysely<Database>, emails: string[]) {
  if (emails.length === 0) return 0;
  const result = await db
    .updateTable('user')
    .set({ role: 'admin' })
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .where('emailVerified', '=', true)
    .where('role', '!=', 'admin')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
