import { messages, notificationMailText as text } from '@storyloom/domain';
import { escapeHtml } from './html.js';

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</body></html>`;
}

export function verificationMail({ name, url }: { name: string; url: string }) {
  const greeting = `Hi ${name || 'there'},`;
  const lines = [
    greeting,
    'Welcome to Storyloom! Please confirm your email address so you can sign in.',
    'The link is valid for 24 hours. If you did not create an account, you can ignore this mail.',
  ];
  return {
    subject: messages.auth.verifyEmailSubject,
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n`,
    html: layout('Verify your email', lines, { label: 'Verify email', url }),
  };
}

/** A mail about community activity: a comment on the recipient's post, or a new follower. */
export function communityActivityMail(
  activity: { kind: 'post_commented'; who: string; comment: string } | { kind: 'new_follower'; who: string },
  links: { target: string; manage: string },
) {
  const commented = activity.kind === 'post_commented';
  const subject = commented ? text.commentSubject(activity.who) : text.followerSubject(activity.who);
  const lines = commented ? [subject, text.commentLine(activity.comment)] : [subject];
  const label = commented ? text.openPost : text.openProfile;
  const footer = text.manage(links.manage);
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${links.target}\n\n${footer}\n`,
    html: layout(subject, [...lines.slice(1), footer], { label, url: links.target }),
  };
}
