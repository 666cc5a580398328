import { checkNewPassword } from '../../auth/new-password.js';
import { hashPassword } from '../../auth/password.js';
import type { BreachCheck } from '../../auth/password-policy.js';
import type { AppContext } from '../../context.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { mailParent } from './decisions.js';
import { type LinkedChild, parentPageToken, parentPageUrl } from './open-link.js';
import { childPasswordSetMail } from './parent-mails.js';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'secret' | 'sessions'>;

/**
 * A child account has no address a reset link could reach, so the parent sets its password from the
 * parent page. The rules are those of every password being set; the credential changes and every
 * session of the child ends in one transaction (so nobody stays signed in on the old password), the
 * cached sessions are forgotten here, and the parent is told by mail.
 */
export async function setChildPassword(
  ctx: Ctx,
  child: LinkedChild,
  { newPassword, isBreached }: { newPassword: string; isBreached: BreachCheck | null },
): Promise<void> {
  await checkNewPassword(newPassword, isBreached, 'newPassword');
  const hash = await hashPassword(newPassword);
  const endedSessions = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('account')
      .set({ password: hash, updatedAt: new Date() })
      .where('userId', '=', child.userId)
      .where('providerId', '=', 'credential')
      .returning('id')
      .executeTakeFirst();
    // Every parent-path account is made with a credential; one without is not something to paper over.
    if (!updated) throw new Error('the child account has no password credential');
    const sessions = await trx.deleteFrom('session').where('userId', '=', child.userId).executeTakeFirst();
    return Number(sessions.numDeletedRows);
  });
  ctx.sessions.forgetUser(child.userId);
  ctx.log.info(
    { event: 'parents.child_password_set', userId: child.userId, endedSessions },
    'parent set a new password for the child',
  );
  const parentPage = parentPageUrl(ctx, parentPageToken(ctx, child));
  const locale = await recipientLocale(ctx.db, child.userId);
  await mailParent(ctx, child, childPasswordSetMail({ username: child.username, parentPage }, locale));
}
