import {
  dataRightsMessages,
  FULL_NAME_MAX_LENGTH,
  messages,
  nameProblem,
  teamText,
  notificationMailText as text,
} from '@storyloom/domain';
import { escapeHtml } from './html.js';

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

/** The name after "Hi": the member's own when it is safe, "there" otherwise. */
export function greetingName(name: string | null | undefined): string {
  return mailSafeName(name) ?? 'there';
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</body></html>`;
}

export function verificationMail({ name, url }: { name: string; url: string }) {
  const greeting = `Hi ${greetingName(name)},`;
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

/**
 * A team invitation. The subject is fixed and the owner's name appears only when it is safe; the
 * HTML escapes every text and links only our own invitation URL.
 */
export function teamInvitationMail({
  ownerName,
  role,
  link,
}: {
  ownerName: string;
  role: 'admin' | 'editor';
  link: string;
}) {
  const who = mailSafeName(ownerName) ?? 'A Storyloom member';
  const lines = [
    'Hi,',
    `${who} invited you to join their team on Storyloom as ${role === 'admin' ? 'an Admin' : 'an Editor'}.`,
    'Sign in or create an account with this email address first, then accept the invitation. It is valid for 7 days.',
    'If you were not expecting this, you can ignore this mail.',
  ];
  return {
    subject: teamText.invitationSubject,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${link}\n`,
    html: layout('Team invitation', lines, { label: 'Accept invitation', url: link }),
  };
}

/** The member's data export is ready (issue 15): a link to Settings → Privacy, never the file itself. */
export function dataExportReadyMail({ name, url, expiresAt }: { name: string; url: string; expiresAt: Date }) {
  const lines = [
    `Hi ${greetingName(name)},`,
    'The copy of your Storyloom data that you asked for is ready.',
    `Download it from Settings → Privacy before ${expiresAt.toUTCString()}. After that the file is deleted and you can ask for a new one.`,
    'If you did not ask for this, change your password and sign out your other devices in Settings → Login Details.',
  ];
  return {
    subject: dataRightsMessages.exportMailSubject,
    text: `${lines.join('\n\n')}\n\nOpen Settings → Privacy: ${url}\n`,
    html: layout('Your data is ready', lines, { label: 'Open Settings → Privacy', url }),
  };
}
