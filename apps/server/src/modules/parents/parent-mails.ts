import {
  CHILD_NOTICE_VERSION,
  CONSENT_WAIT_DAYS,
  mailEn,
  type NoticeSection,
  type ParentNotice,
  type UiLocale,
} from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';
import { type MailText, mailText } from '../../mail/i18n.js';
import { labelUrl } from '../../mail/templates.js';

/**
 * The mails a parent receives (issue 15), in the child's account language (decision 1903).
 * Subjects are fixed; the only member text inside is the child's username, which the username
 * pattern keeps to letters, digits and underscores.
 */
interface Action {
  label: string;
  url: string;
}

interface Block {
  heading?: string;
  paragraphs: string[];
}

const BUTTON = 'background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
const QUIET = 'color:#6b7280;font-size:12px';

function html(t: MailText, title: string, blocks: Block[], actions: Action[], footer: string[]): string {
  const body = blocks
    .map(
      (b) =>
        `${b.heading ? `<h2 style="font-size:16px;margin-top:20px">${escapeHtml(b.heading)}</h2>` : ''}${b.paragraphs
          .map((p) => `<p>${escapeHtml(p)}</p>`)
          .join('')}`,
    )
    .join('');
  const buttons = actions
    .map((a) => `<p><a href="${escapeHtml(a.url)}" style="${BUTTON}">${escapeHtml(a.label)}</a></p>`)
    .join('');
  const links = actions.length
    ? `<p style="${QUIET}">${escapeHtml(t('common.buttonsFallback'))}</p>${actions
        .map((a) => `<p style="${QUIET}">${escapeHtml(t('common.labelUrl', { label: a.label, url: a.url }))}</p>`)
        .join('')}`
    : '';
  const notes = footer.map((f) => `<p style="${QUIET}">${escapeHtml(f)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${buttons}${links}${notes}
</body></html>`;
}

function text(locale: UiLocale, blocks: Block[], actions: Action[], footer: string[]): string {
  const parts = blocks.map((b) => [b.heading, ...b.paragraphs].filter(Boolean).join('\n\n'));
  const links = actions.map((a) => labelUrl(locale, a.label, a.url));
  return `${[...parts, ...links, ...footer].join('\n\n')}\n`;
}

function mail(locale: UiLocale, subject: string, blocks: Block[], actions: Action[] = [], footer: string[] = []) {
  return {
    subject,
    text: text(locale, blocks, actions, footer),
    html: html(mailText(locale), subject, blocks, actions, footer),
  };
}

/** The subjects in English (tests and logs find the mails by them). */
export const parentMailSubjects = {
  notice: mailEn['parent.notice.subject'],
  confirmed: mailEn['parent.confirmed.subject'],
  revoked: mailEn['parent.revoked.subject'],
  deleted: mailEn['parent.deleted.subject'],
  passwordSet: mailEn['parent.passwordSet.subject'],
} as const;

/**
 * The direct notice (CHILD_NOTICE_VERSION) in one locale: in English, word for word domain
 * parentNotice(), which the consent page shows (parent-mails.test.ts keeps them the same).
 */
export function localizedParentNotice(
  username: string,
  { aiConfigured }: { aiConfigured: boolean },
  locale: UiLocale,
): ParentNotice {
  const t = mailText(locale);
  const section = (id: NoticeSection['id'], heading: string, paragraphs: string[]): NoticeSection => ({
    id,
    heading,
    paragraphs,
  });
  return {
    intro: t('notice.intro', { username }),
    sections: [
      section('collected', t('notice.collected.heading'), [
        t('notice.collected.username'),
        t('notice.collected.password'),
        t('notice.collected.birth'),
        t('notice.collected.email'),
      ]),
      section('nothing-more', t('notice.nothingMore.heading'), [t('notice.nothingMore.body')]),
      section('what-they-do', t('notice.whatTheyDo.heading'), [t('notice.whatTheyDo.body')]),
      section('visible', t('notice.visible.heading'), [t('notice.visible.members'), t('notice.visible.guests')]),
      section('recipients', t('notice.recipients.heading'), [
        t('notice.recipients.mail'),
        aiConfigured ? t('notice.recipients.provider') : t('notice.recipients.offline'),
      ]),
      section('retention', t('notice.retention.heading'), [
        t('notice.retention.unapproved', { days: CONSENT_WAIT_DAYS }),
        t('notice.retention.approved'),
      ]),
      section('rights', t('notice.rights.heading'), [t('notice.rights.body')]),
    ],
    fullNotice: t('notice.fullNotice'),
  };
}

/** The direct notice: everything a parent should know before approving, and the consent link. */
export function consentNoticeMail(
  notice: ParentNotice,
  links: { consent: string; parentPage: string; childrenNotice: string; deadline: string },
  locale: UiLocale,
) {
  const t = mailText(locale);
  return mail(
    locale,
    t('parent.notice.subject'),
    [
      { paragraphs: [t('common.hello'), notice.intro] },
      ...notice.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs })),
      { paragraphs: [labelUrl(locale, notice.fullNotice, links.childrenNotice)] },
      {
        heading: t('parent.approveHeading'),
        paragraphs: [t('parent.approveDeadline', { deadline: links.deadline }), t('parent.ignore')],
      },
    ],
    [
      { label: t('parent.reviewButton'), url: links.consent },
      { label: t('parent.pageButton'), url: links.parentPage },
    ],
    [t('parent.noticeVersion', { version: String(CHILD_NOTICE_VERSION) })],
  );
}

/** "Email plus": sent after every approval, with the page that withdraws it. */
export function consentConfirmedMail(
  {
    username,
    aiSharing,
    aiConfigured,
    parentPage,
  }: {
    username: string;
    aiSharing: boolean;
    aiConfigured: boolean;
    parentPage: string;
  },
  locale: UiLocale,
) {
  const t = mailText(locale);
  const ai = !aiConfigured ? t('parent.ai.offline') : aiSharing ? t('parent.ai.shared') : t('parent.ai.notShared');
  return mail(
    locale,
    t('parent.confirmed.subject'),
    [
      {
        paragraphs: [t('common.hello'), t('parent.confirmed.thanks', { username }), ai, t('parent.confirmed.withdraw')],
      },
    ],
    [{ label: t('parent.pageWithdrawButton'), url: parentPage }],
  );
}

export function consentRevokedMail(
  { username, parentPage }: { username: string; parentPage: string },
  locale: UiLocale,
) {
  const t = mailText(locale);
  return mail(
    locale,
    t('parent.revoked.subject'),
    [{ paragraphs: [t('common.hello'), t('parent.revoked.body', { username }), t('parent.revoked.options')] }],
    [{ label: t('parent.pageButton'), url: parentPage }],
  );
}

export function accountDeletedMail({ username }: { username: string }, locale: UiLocale) {
  const t = mailText(locale);
  return mail(locale, t('parent.deleted.subject'), [
    { paragraphs: [t('common.hello'), t('parent.deleted.body', { username })] },
  ]);
}

/** After the parent set a new password; the password itself is never in a mail. */
export function childPasswordSetMail(
  { username, parentPage }: { username: string; parentPage: string },
  locale: UiLocale,
) {
  const t = mailText(locale);
  return mail(
    locale,
    t('parent.passwordSet.subject'),
    [
      {
        paragraphs: [t('common.hello'), t('parent.passwordSet.body', { username }), t('parent.passwordSet.notYou')],
      },
    ],
    [{ label: t('parent.pageButton'), url: parentPage }],
  );
}
