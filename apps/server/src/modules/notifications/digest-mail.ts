import type { UiLocale } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';
import { type MailText, mailText } from '../../mail/i18n.js';
import { labelUrl } from '../../mail/templates.js';

export type DigestItem = { kind: 'post_commented' | 'new_follower'; who: string; comment: string };

function subjectOf(t: MailText, items: DigestItem[]): string {
  const comments = items.filter((i) => i.kind === 'post_commented').length;
  if (comments === items.length) return t('activity.digestSubject', { count: comments });
  return t('activity.digestMixedSubject', { count: items.length });
}

/**
 * Several activities in one mail. Members' words are plain text in both parts: escaped in HTML and
 * never turned into links, so a comment cannot put a working link into a mail signed by us.
 */
export function activityDigestMail(items: DigestItem[], links: { target: string; manage: string }, locale: UiLocale) {
  const t = mailText(locale);
  const subject = subjectOf(t, items);
  const lines = items.map((i) =>
    i.kind === 'post_commented'
      ? t('activity.digestCommentLine', { who: i.who, comment: i.comment })
      : t('activity.digestFollowerLine', { who: i.who }),
  );
  const footer = t('activity.manage', { url: links.manage });
  const open = t('activity.openCommunity');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(links.target)}">${escapeHtml(open)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    subject,
    text: `${subject}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${labelUrl(locale, open, links.target)}\n\n${footer}\n`,
    html,
  };
}
