import type { UiLocale } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { mailAudience } from '../../i18n/recipient-locale.js';
import { mailDateTime } from '../../mail/i18n.js';
import {
  childrenNoticeUrl,
  consentDeadlineOf,
  consentLinkToken,
  consentUrl,
  linkedChild,
  parentPageToken,
  parentPageUrl,
} from './open-link.js';
import { consentNoticeMail, localizedParentNotice } from './parent-mails.js';

/**
 * The direct notice to the parent (CHILD_NOTICE_VERSION): what was collected and why, what the child
 * can do and show, who else receives data, retention, the parent's rights, the children's privacy
 * notice, the single-use consent link and the parent page. It is written in the child's account
 * language (decision 1903); an account made a moment ago without one takes `fallback`, the locale
 * of the sign-up request. The deadline reads in UTC (the parent's own zone is not known), in that
 * language's date format.
 */
export async function sendConsentNotice(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'secret'>,
  userId: string,
  fallback?: UiLocale,
): Promise<void> {
  const child = await linkedChild(ctx, userId);
  if (!child) throw new Error('no parental link to send a notice for');
  const { locale, language } = await mailAudience(ctx.db, userId, fallback);
  const notice = localizedParentNotice(child.username, { aiConfigured: Boolean(ctx.config.ai.apiKey) }, locale);
  const content = consentNoticeMail(
    notice,
    {
      consent: consentUrl(ctx, consentLinkToken(ctx, child)),
      parentPage: parentPageUrl(ctx, parentPageToken(ctx, child)),
      childrenNotice: childrenNoticeUrl(ctx),
      deadline: mailDateTime(consentDeadlineOf(child.requestedAt), { locale, language, timeZone: 'UTC' }),
    },
    locale,
  );
  await ctx.mailer.send({ to: child.parentEmail, ...content });
  ctx.log.info({ event: 'parents.notice_sent', userId }, 'consent notice sent to the parent');
}
