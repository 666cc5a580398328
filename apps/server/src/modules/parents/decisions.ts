import { CHILD_NOTICE_VERSION, type ParentDecisionResult, parentLinkTexts } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { deleteAccount } from '../privacy/account-data.js';
import { consentDeadlineOf, invalidParentLink, type LinkedChild, parentPageToken, parentPageUrl } from './open-link.js';
import { accountDeletedMail, consentConfirmedMail, consentRevokedMail } from './parent-mails.js';

/** Every consent is given and confirmed by mail to the parent: COPPA's "email plus". */
const METHOD = 'email_plus';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'secret' | 'sessions'>;

/**
 * Sends a parent mail after a decision is stored. The decision stands if the mail fails (the
 * parent sees the result on the page); the failure is logged, and no confirmation is recorded.
 */
export async function mailParent(
  ctx: Pick<Ctx, 'mailer' | 'log'>,
  child: LinkedChild,
  content: { subject: string; text: string; html: string },
) {
  try {
    await ctx.mailer.send({ to: child.parentEmail, ...content });
    return true;
  } catch (err) {
    ctx.log.error({ err, userId: child.userId }, 'a mail to a parent could not be sent');
    return false;
  }
}

/**
 * Approves use (and AI sharing, as chosen): the account leaves holding at once on this instance
 * (its cached sessions are forgotten), the consent is recorded against the notice version, and the
 * "email plus" confirmation goes out with the parent page, where the approval can be withdrawn.
 * `viaConsentLink` spends the single-use consent link; the update refuses a link spent meanwhile.
 */
export async function grantConsent(
  ctx: Ctx,
  child: LinkedChild,
  { aiSharing, ip, viaConsentLink }: { aiSharing: boolean; ip: string; viaConsentLink: boolean },
): Promise<ParentDecisionResult> {
  if (child.consentState === 'pending' && consentDeadlineOf(child.requestedAt).getTime() <= Date.now()) {
    throw new AppError(400, 'invalid_parent_link', parentLinkTexts.consentWindowOver);
  }
  await ctx.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('parental_links')
      .set({ ai_sharing: aiSharing, decided_at: new Date(), consent_token_used: true })
      .where('user_id', '=', child.userId)
      .where('link_version', '=', child.linkVersion);
    if (viaConsentLink) update = update.where('consent_token_used', '=', false);
    const updated = await update.returning('user_id').executeTakeFirst();
    if (!updated) throw invalidParentLink();
    await trx.updateTable('user').set({ consentState: 'granted' }).where('id', '=', child.userId).execute();
    await trx
      .insertInto('consent_records')
      .values({
        user_id: child.userId,
        action: 'granted',
        method: METHOD,
        notice_version: CHILD_NOTICE_VERSION,
        approved_use: true,
        approved_ai_sharing: aiSharing,
        ip,
      })
      .execute();
  });
  ctx.sessions.forgetUser(child.userId);
  const content = consentConfirmedMail(
    {
      username: child.username,
      aiSharing,
      aiConfigured: Boolean(ctx.config.ai.apiKey),
      parentPage: parentPageUrl(ctx, parentPageToken(ctx, child)),
    },
    await recipientLocale(ctx.db, child.userId),
  );
  if (await mailParent(ctx, child, content)) {
    await ctx.db
      .insertInto('consent_records')
      .values({
        user_id: child.userId,
        action: 'confirmation_sent',
        method: METHOD,
        notice_version: CHILD_NOTICE_VERSION,
        approved_use: true,
        approved_ai_sharing: aiSharing,
        ip: null,
      })
      .execute();
  }
  ctx.log.info({ event: 'parents.consent_granted', userId: child.userId, aiSharing }, 'parent approved');
  return { username: child.username, state: 'granted', aiSharing };
}

/**
 * Withdraws the approval: the account holds again, AI sharing ends, and every session of the
 * child is deleted and forgotten here (other instances drop theirs within the session cache TTL).
 */
export async function revokeConsent(ctx: Ctx, child: LinkedChild, ip: string): Promise<ParentDecisionResult> {
  if (child.consentState === 'revoked') return { username: child.username, state: 'revoked', aiSharing: false };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ consentState: 'revoked' }).where('id', '=', child.userId).execute();
    await trx
      .updateTable('parental_links')
      .set({ ai_sharing: false, decided_at: new Date() })
      .where('user_id', '=', child.userId)
      .execute();
    await trx
      .insertInto('consent_records')
      .values({ user_id: child.userId, action: 'revoked', method: METHOD, notice_version: CHILD_NOTICE_VERSION, ip })
      .execute();
    await trx.deleteFrom('session').where('userId', '=', child.userId).execute();
  });
  ctx.sessions.forgetUser(child.userId);
  ctx.log.info({ event: 'parents.consent_revoked', userId: child.userId }, 'parent withdrew approval');
  const parentPage = parentPageUrl(ctx, parentPageToken(ctx, child));
  const locale = await recipientLocale(ctx.db, child.userId);
  await mailParent(ctx, child, consentRevokedMail({ username: child.username, parentPage }, locale));
  return { username: child.username, state: 'revoked', aiSharing: false };
}

/** Deletes the child's account (and with it the link, so every parent link dies), then tells the parent. */
export async function deleteChildAccount(ctx: AppContext, child: LinkedChild): Promise<void> {
  // Read before the account (and its settings) go: the mail is in the language the child used.
  const locale = await recipientLocale(ctx.db, child.userId);
  await deleteAccount(ctx, child.userId);
  ctx.sessions.forgetUser(child.userId);
  ctx.log.info({ event: 'parents.account_deleted', userId: child.userId }, 'parent deleted the account');
  await mailParent(ctx, child, accountDeletedMail({ username: child.username }, locale));
}
