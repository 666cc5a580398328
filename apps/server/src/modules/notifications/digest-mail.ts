import { notificationMailText as text } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';

export type DigestItem = { kind: 'post_commented' | 'new_follower'; who: string; comment: string };

function subjectOf(items: DigestItem[]): string {
  const comments = items.filter((i) => i.kind === 'post_commented').length;
  if (comments === items.length) return text.digestSubject(comments);
  return text.digestMixedSubject(items.length);
}

/**
 * Several activities in one mail. Members' words are plain text in both parts: escaped in HTML and
 * never turned into links, so a comment cannot put a working link into a mail signed by us.
 */
export function activityDigestMail(items: DigestItem[], links: { target: string; manage: string }) {
  const subject = subjectOf(items);
  const lines = items.map((i) =>
    i.kind === 'post_commented' ? text.digestCommentLine(i.who, i.comment) : text.digestFollowerLine(i.who),
  );
  const footer = text.manage(links.manage);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(links.target)}">${escapeHtml(text.openCommunity)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    subject,
    text: `${subject}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${text.openCommunity}: ${links.target}\n\n${footer}\n`,
    html,
  };
}
