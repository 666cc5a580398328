import { type AuditAction, type MailKey, type ReportSurface, ruleById } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';
import { type Audience, audienceOf, type MailText, mailDateTime, mailText } from '../../mail/i18n.js';
import { greeting, labelUrl } from '../../mail/templates.js';

const SURFACES = [
  'post',
  'comment',
  'module_comment',
  'profile',
  'space',
  'event',
  'ai_generation',
  'member',
] as const satisfies readonly (ReportSurface | 'member')[];
type Surface = (typeof SURFACES)[number];

const known = (surface: string): surface is Surface => (SURFACES as readonly string[]).includes(surface);

/** "your comment", in the mail's language (languages with genders need the pair). */
function yourNoun(t: MailText, surface: string): string {
  return t(`moderation.your.${known(surface) ? surface : 'post'}` as MailKey);
}

/** "comment"; a surface we have no word for is shown as it is stored. */
function noun(t: MailText, surface: string): string {
  return known(surface) ? t(`moderation.noun.${surface}` as MailKey) : surface;
}

/** A guideline's title in the mail's language; a rule the catalogue does not know keeps its own title. */
function ruleTitle(t: MailText, rule: { id: string; title: string }): string {
  const key = `moderation.ruleTitle.${rule.id}` as MailKey;
  const title = t(key);
  return title === `mail.${key}` ? rule.title : title;
}

/** What happened, in one sentence for the member; an end date reads in their language and time zone. */
export function actionSentence(action: AuditAction, surface: string, endsAt: Date | null, audience: Audience): string {
  const t = mailText(audienceOf(audience).locale);
  const what = yourNoun(t, surface);
  const until = endsAt ? mailDateTime(endsAt, audience) : t('moderation.later');
  switch (action) {
    case 'hide':
      return t('moderation.hide', { what });
    case 'remove':
      return t('moderation.remove', { what });
    case 'warn':
      return t('moderation.warn', { what });
    case 'mute':
      return t('moderation.mute', { until });
    case 'suspend':
      return t('moderation.suspend', { until });
    case 'ban':
      return t('moderation.ban');
    default:
      return t('moderation.looked', { what });
  }
}

/**
 * The mail to an author about a moderation action: the action, the rule it broke with a link to
 * the guidelines, the moderator's note, and how to appeal (docs/decisions/1623). The moderator's
 * note is theirs and is not translated.
 */
export function moderationActionMail(
  appUrl: string,
  a: {
    name: string;
    action: AuditAction;
    surface: string;
    ruleId: string | null;
    note: string | null;
    endsAt: Date | null;
  },
  audience: Audience,
) {
  const { locale } = audienceOf(audience);
  const t = mailText(locale);
  const rule = a.ruleId ? ruleById(a.ruleId) : undefined;
  const guidelines = `${appUrl}/guidelines${rule ? `#${rule.id}` : ''}`;
  const notices = `${appUrl}/community/notices`;
  const signedOut = a.action === 'suspend' || a.action === 'ban';
  const appeal = signedOut
    ? t('moderation.appealContact', { url: `${appUrl}/contact` })
    : t('moderation.appealNotices', { url: notices });
  const lines = [
    greeting(a.name, locale),
    actionSentence(a.action, a.surface, a.endsAt, audience),
    rule ? t('moderation.rule', { title: ruleTitle(t, rule), url: guidelines }) : '',
    a.note ? t('moderation.note', { note: a.note }) : '',
    appeal,
  ].filter(Boolean);
  const subject = t('moderation.subject');
  const guidelinesLabel = t('moderation.guidelines');
  const noticesLabel = t('moderation.yourNotices');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(guidelines)}">${escapeHtml(guidelinesLabel)}</a> · <a href="${escapeHtml(signedOut ? `${appUrl}/contact` : notices)}">${escapeHtml(signedOut ? t('moderation.contactUs') : noticesLabel)}</a></p>
</body></html>`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${labelUrl(locale, guidelinesLabel, guidelines)}\n${labelUrl(locale, noticesLabel, notices)}\n`,
    html,
  };
}

/**
 * The daily mail to admins while reports wait longer than they should (docs/decisions/1625), in
 * each admin's language. The excerpts are members' words and stay as they were written.
 */
export function overdueDigestMail(
  appUrl: string,
  items: Array<{ surface: string; excerpt: string | null; reports: number; since: Date }>,
  total: number,
  hours: number,
  audience: Audience = 'en',
) {
  const { locale } = audienceOf(audience);
  const t = mailText(locale);
  const queue = `${appUrl}/admin/moderation`;
  const subject = t('moderation.digest.subject', { total, hours });
  const list = items.map(
    (i) =>
      `- ${t('moderation.digest.item', {
        noun: noun(t, i.surface),
        excerpt: i.excerpt ?? t('moderation.digest.deleted'),
        reports: i.reports,
        date: mailDateTime(i.since, audience),
      })}`,
  );
  const more = total > items.length ? [t('moderation.digest.more', { count: total - items.length })] : [];
  const open = t('moderation.digest.open');
  const text = [
    t('common.hi'),
    t('moderation.digest.intro', { hours }),
    [...list, ...more].join('\n'),
    labelUrl(locale, open, queue),
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1><ul>${[...list, ...more]
    .map((l) => `<li>${escapeHtml(l.replace(/^- /, ''))}</li>`)
    .join('')}</ul><p><a href="${escapeHtml(queue)}">${escapeHtml(open)}</a></p></body></html>`;
  return { subject, text: `${text}\n`, html };
}
