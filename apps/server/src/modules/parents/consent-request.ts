import { CHILD_NOTICE_VERSION, type UiLocale } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { sendConsentNotice } from './notice-mail.js';

/**
 * Links a new account made on the parent path to the parent's email and holds it until they
 * approve: the link row, the first consent record, the holding state, and the direct notice mail
 * (in the child's language; `locale`, the sign-up request's, when the account has none yet).
 */
export async function requestParentalConsent(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'secret'>,
  { userId, parentEmail, ip, locale }: { userId: string; parentEmail: string; ip: string | null; locale?: UiLocale },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('parental_links')
      .values({ user_id: userId, parent_email: parentEmail, notice_version: CHILD_NOTICE_VERSION })
      .execute();
    await trx
      .insertInto('consent_records')
      .values({ user_id: userId, action: 'requested', method: 'email_plus', notice_version: CHILD_NOTICE_VERSION, ip })
      .execute();
    await trx.updateTable('user').set({ consentState: 'pending' }).where('id', '=', userId).execute();
  });
  await sendConsentNotice(ctx, userId, locale);
}
