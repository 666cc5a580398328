import { mailEn, type UiLocale } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';
import { mailText } from '../../mail/i18n.js';
import { greeting, labelUrl } from '../../mail/templates.js';

/**
 * The two mails sent when a parental link ends because the member became an adult (issue 15), in
 * the member's language (decision 1903). Subjects are fixed; the only member text is a greeting
 * name that greetingName() made safe.
 */
export const comingOfAgeSubjects = {
  parent: mailEn['comingOfAge.parent.subject'],
  member: mailEn['comingOfAge.member.subject'],
} as const;

function mail(locale: UiLocale, subject: string, paragraphs: string[], link: { label: string; url: string }) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
</body></html>`;
  return { subject, text: `${paragraphs.join('\n\n')}\n\n${labelUrl(locale, link.label, link.url)}\n`, html };
}

export function parentLinkEndedParentMail(
  { username, appUrl }: { username: string; appUrl: string },
  locale: UiLocale,
) {
  const t = mailText(locale);
  return mail(
    locale,
    t('comingOfAge.parent.subject'),
    [
      t('common.hello'),
      t('comingOfAge.parent.ended', { username }),
      t('comingOfAge.parent.noMore'),
      t('comingOfAge.parent.kept'),
    ],
    { label: t('comingOfAge.parent.link'), url: `${appUrl}/privacy` },
  );
}

export function parentLinkEndedMemberMail({ name, appUrl }: { name: string; appUrl: string }, locale: UiLocale) {
  const t = mailText(locale);
  return mail(
    locale,
    t('comingOfAge.member.subject'),
    [greeting(name, locale), t('comingOfAge.member.ended'), t('comingOfAge.member.decide')],
    { label: t('comingOfAge.member.link'), url: `${appUrl}/settings/privacy` },
  );
}
