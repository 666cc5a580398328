import { parentNotice } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import {
  childrenNoticeUrl,
  consentDeadlineOf,
  consentLinkToken,
  consentUrl,
  linkedChild,
  parentPageToken,
  parentPageUrl,
} from './open-link.js';
import { consentNoticeMail } from './parent-mails.js';

/** "1 December 2026, 14:05 UTC": unambiguous for a parent anywhere. */
export function mailDateTime(date: Date): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/**
 * The direct notice to the parent (CHILD_NOTICE_VERSION): what was collected and why, what the child
 * can do and show, who else receives data, retention, the parent's rights, the children's privacy
 * notice, the single-use consent link and the parent page.
 */
export async function sendConsentNotice(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'secret'>,
  userId: string,
): Promise<void> {
  const child = await linkedChild(ctx, userId);
  if (!child) throw new Error('no parental link to send a notice for');
  const notice = parentNotice(child.username, { aiConfigured: Boolean(ctx.config.ai.apiKey) });
  const content = consentNoticeMail(notice, {
    consent: consentUrl(ctx, consentLinkToken(ctx, child)),
    parentPage: parentPageUrl(ctx, parentPageToken(ctx, child)),
    childrenNotice: childrenNoticeUrl(ctx),
    deadline: mailDateTime(consentDeadlineOf(child.requestedAt)),
  });
  await ctx.mailer.send({ to: child.parentEmail, ...content });
  ctx.log.info({ event: 'parents.notice_sent', userId }, 'consent notice sent to the parent');
}
