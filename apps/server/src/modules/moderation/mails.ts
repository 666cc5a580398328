import { type AuditAction, type ReportSurface, ruleById } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';
import { greetingName } from '../../mail/templates.js';

const NOUN: Record<ReportSurface | 'member', string> = {
  post: 'post',
  comment: 'comment',
  module_comment: 'course discussion comment',
  profile: 'profile',
  space: 'space',
  event: 'event',
  ai_generation: 'AI result',
  member: 'account',
};

const day = (d: Date) => d.toUTCString();

/** What happened, in one sentence for the member. */
export function actionSentence(action: AuditAction, surface: string, endsAt: Date | null): string {
  const noun = NOUN[surface as ReportSurface] ?? 'post';
  switch (action) {
    case 'hide':
      return `A moderator hid your ${noun}.`;
    case 'remove':
      return `A moderator removed your ${noun}.`;
    case 'warn':
      return `A moderator gave you a warning about your ${noun}.`;
    case 'mute':
      return `A moderator paused your writing (posts, comments and reactions) until ${endsAt ? day(endsAt) : 'later'}.`;
    case 'suspend':
      return `A moderator suspended your account until ${endsAt ? day(endsAt) : 'later'}. You can’t sign in until then.`;
    case 'ban':
      return 'A moderator banned your account. You can’t sign in any more.';
    default:
      return `A moderator looked at your ${noun}.`;
  }
}

/**
 * The mail to an author about a moderation action: the action, the rule it broke with a link to
 * the guidelines, the moderator's note, and how to appeal (docs/decisions/1623).
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
) {
  const rule = a.ruleId ? ruleById(a.ruleId) : undefined;
  const guidelines = `${appUrl}/guidelines${rule ? `#${rule.id}` : ''}`;
  const notices = `${appUrl}/community/notices`;
  const signedOut = a.action === 'suspend' || a.action === 'ban';
  const appeal = signedOut
    ? `If you think this was a mistake, tell us through the contact page (${appUrl}/contact) and we will look again.`
    : `If you think this was a mistake, you can appeal once, in your notices: ${notices}`;
  const lines = [
    `Hi ${greetingName(a.name)},`,
    actionSentence(a.action, a.surface, a.endsAt),
    rule ? `The community guideline it broke: “${rule.title}”. Read it here: ${guidelines}` : '',
    a.note ? `The moderator’s note: ${a.note}` : '',
    appeal,
  ].filter(Boolean);
  const subject = 'A moderator took action on Storyloom';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(guidelines)}">Community guidelines</a> · <a href="${escapeHtml(signedOut ? `${appUrl}/contact` : notices)}">${signedOut ? 'Contact us' : 'Your notices'}</a></p>
</body></html>`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nCommunity guidelines: ${guidelines}\nYour notices: ${notices}\n`,
    html,
  };
}

/** The daily mail to admins while reports wait longer than they should (docs/decisions/1625). */
export function overdueDigestMail(
  appUrl: string,
  items: Array<{ surface: string; excerpt: string; reports: number; since: Date }>,
  total: number,
  hours: number,
) {
  const queue = `${appUrl}/admin/moderation`;
  const subject = `${total} reported item${total === 1 ? '' : 's'} waiting more than ${hours} hours`;
  const list = items.map(
    (i) =>
      `- ${NOUN[i.surface as ReportSurface] ?? i.surface}: “${i.excerpt}” (${i.reports} report${i.reports === 1 ? '' : 's'}, first on ${day(i.since)})`,
  );
  const more = total > items.length ? [`…and ${total - items.length} more.`] : [];
  const text = [
    'Hi,',
    `These reports have waited more than ${hours} hours for a moderator:`,
    [...list, ...more].join('\n'),
    `Open the moderation queue: ${queue}`,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1><ul>${[...list, ...more]
    .map((l) => `<li>${escapeHtml(l.replace(/^- /, ''))}</li>`)
    .join('')}</ul><p><a href="${escapeHtml(queue)}">Open the moderation queue</a></p></body></html>`;
  return { subject, text: `${text}\n`, html };
}
