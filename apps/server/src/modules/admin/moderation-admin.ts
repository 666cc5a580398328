import { errorText } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';

export const roleErrors = {
  notFound: errorText['roles.notFound'],
  admin: errorText['roles.admin'],
} as const;

/**
 * An admin grants or removes the moderator role (issue 16, point 2) or the instructor role (issue 17);
 * a member has one role at a time. An admin's role is not
 * changed here (ADMIN_EMAILS decides it); every change is audited, and the member's cached sessions
 * are dropped so the new role applies on their next request.
 */
export async function changeRole(
  ctx: AppContext,
  adminId: string,
  userId: string,
  role: 'user' | 'instructor' | 'moderator',
) {
  const target = await ctx.db.selectFrom('user').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!target) throw new AppError(404, 'not_found', roleErrors.notFound);
  if (target.role === 'admin') throw new AppError(403, 'role_not_allowed', roleErrors.admin);
  if (target.role !== role) {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('user').set({ role }).where('id', '=', userId).execute();
      await trx
        .insertInto('moderation_actions')
        .values({
          moderator_id: adminId,
          surface: 'member',
          item_id: userId,
          subject_id: userId,
          action: role === 'user' ? 'role_remove' : 'role_grant',
          // Which role: the audit log tells a moderator grant from an instructor grant.
          note: role === 'user' ? target.role : role,
        })
        .execute();
    });
    ctx.sessions.forgetUser(userId);
    ctx.log.info({ event: 'admin.role_changed', userId, role, adminId }, 'role changed');
  }
  const row = await ctx.db
    .selectFrom('user')
    .select(['id', 'email', 'name', 'role', 'emailVerified', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}
