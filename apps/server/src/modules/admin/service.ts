import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export async function listUsers(db: Kysely<Database>, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('user')
      .select(['id', 'email', 'name', 'role', 'emailVerified', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      role: r.role === 'admin' ? ('admin' as const) : ('user' as const),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    total: Number(count.total),
    page,
    pageSize,
  };
}

/** ADMIN_EMAILS is re-applied at every start: listed users become admins. */
export async function applyAdminEmails(db: Kysely<Database>, emails: string[]) {
  if (emails.length === 0) return 0;
  const result = await db
    .updateTable('user')
    .set({ role: 'admin' })
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .where('role', '!=', 'admin')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
