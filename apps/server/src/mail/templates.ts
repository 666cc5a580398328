import { FULL_NAME_MAX_LENGTH, nameProblem, type UiLocale } from '@storyloom/domain';
import { escapeHtml } from './html.js';
import { type Audience, audienceOf, mailDateTime, mailText } from './i18n.js';

/** A word.word run a mail program would turn into a link ("evil.example", "bit.ly"). */
const LINK_LIKE = /[\p{L}\p{N}-]\.[\p{L}]{2,}/u;

/**
 * A member's name when it is fit to appear in a mail to someone else, else null: names are chosen
 * by whoever signs up, and a mail client would make a link of anything that looks like one.
 */
export function mailSafeName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed || trimmed.length > FULL_NAME_MAX_LENGTH || nameProblem(trimmed) || LINK_LIKE.test(trimmed)) {
    return null;
  }
  return trimmed;
}

/** The name after "Hi": the member's own when it is safe, "there" (in the mail's language) otherwise. */
export function greetingName(name: string | null | undefined, locale: UiLocale = 'en'): string {
  return mailSafeName(name) ?? mailText(locale)('common.there');
}

/** "Hi Robin," in the mail's language, with the name made safe. */
export function greeting(name: string | null | undefined, locale: UiLocale): string {
  return mailText(locale)('common.greeting', { name: greetingName(name, locale) });
}

/** "Label: https://…", one line of a mail's plain-text part. */
export function labelUrl(locale: UiLocale, label: string, url: string): string {
  return mailText(locale)('common.labelUrl', { label, url });
}

function layout(locale: UiLocale, title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const fallback = mailText(locale)('common.buttonFallback', { url: action.url });
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(fallback)}</p>
</body></html>`;
}

export function verificationMail({ name, url }: { name: string; url: string }, locale: UiLocale) {
  const t = mailText(locale);
  const lines = [greeting(name, locale), t('verify.welcome'), t('verify.validity')];
  return {
    subject: t('verify.subject'),
    text: `${lines.join('\n\n')}\n\n${labelUrl(locale, t('verify.title'), url)}\n`,
    html: layout(locale, t('verify.title'), lines, { label: t('verify.button'), url }),
  };
}

/** A mail about community activity: a comment on the recipient's post, or a new follower. */
export function communityActivityMail(
  activity: { kind: 'post_commented'; who: string; comment: string } | { kind: 'new_follower'; who: string },
  links: { target: string; manage: string },
  locale: UiLocale,
) {
  const t = mailText(locale);
  const commented = activity.kind === 'post_commented';
  const subject = commented
    ? t('activity.commentSubject', { who: activity.who })
    : t('activity.followerSubject', { who: activity.who });
  const lines = commented ? [subject, t('activity.commentLine', { comment: activity.comment })] : [subject];
  const label = commented ? t('activity.openPost') : t('activity.openProfile');
  const footer = t('activity.manage', { url: links.manage });
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${labelUrl(locale, label, links.target)}\n\n${footer}\n`,
    html: layout(locale, subject, [...lines.slice(1), footer], { label, url: links.target }),
  };
}

/**
 * A team invitation. The subject is fixed and the owner's name appears only when it is safe; the
 * HTML escapes every text and links only our own invitation URL.
 */
export function teamInvitationMail(
  {
    ownerName,
    role,
    link,
  }: {
    ownerName: string;
    role: 'admin' | 'editor';
    link: string;
  },
  locale: UiLocale,
) {
  const t = mailText(locale);
  const who = mailSafeName(ownerName) ?? t('team.someone');
  const lines = [
    t('common.hi'),
    role === 'admin' ? t('team.invitedAdmin', { who }) : t('team.invitedEditor', { who }),
    t('team.signInFirst'),
    t('team.ignore'),
  ];
  return {
    subject: t('team.subject'),
    text: `${lines.join('\n\n')}\n\n${labelUrl(locale, t('team.textLink'), link)}\n`,
    html: layout(locale, t('team.title'), lines, { label: t('team.button'), url: link }),
  };
}

/**
 * The member's data export is ready (issue 15): a link to Settings → Privacy, never the file itself.
 * The expiry reads in the member's language and time zone.
 */
export function dataExportReadyMail(
  { name, url, expiresAt }: { name: string; url: string; expiresAt: Date },
  audience: Audience,
) {
  const { locale } = audienceOf(audience);
  const t = mailText(locale);
  const lines = [
    greeting(name, locale),
    t('export.ready'),
    t('export.before', { date: mailDateTime(expiresAt, audience) }),
    t('export.notYou'),
  ];
  return {
    subject: t('export.subject'),
    text: `${lines.join('\n\n')}\n\n${labelUrl(locale, t('export.button'), url)}\n`,
    html: layout(locale, t('export.title'), lines, { label: t('export.button'), url }),
  };
}
