import { escapeHtml } from '../../mail/html.js';
import { greetingName } from '../../mail/templates.js';

/**
 * The two mails sent when a parental link ends because the member became an adult (issue 15).
 * Subjects are fixed; the only member text is a greeting name that greetingName() made safe.
 */
export const comingOfAgeSubjects = {
  parent: 'Your child now manages their Storyloom account',
  member: 'Your Storyloom account is now yours to manage',
} as const;

function mail(subject: string, paragraphs: string[], link: { label: string; url: string }) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
</body></html>`;
  return { subject, text: `${paragraphs.join('\n\n')}\n\n${link.label}: ${link.url}\n`, html };
}

export function parentLinkEndedParentMail({ username, appUrl }: { username: string; appUrl: string }) {
  return mail(
    comingOfAgeSubjects.parent,
    [
      'Hello,',
      `The Storyloom account ${username}, which you approved, belongs to someone who is now an adult, going by the birth month and year they gave. Your link to the account has ended today.`,
      'You will get no more mails about this account, and your parent page link no longer works. Your child now decides about their account and their data themselves.',
      'We keep the record of your approval as long as the account exists, and nothing else about you.',
    ],
    { label: 'Read our privacy notice', url: `${appUrl}/privacy` },
  );
}

export function parentLinkEndedMemberMail({ name, appUrl }: { name: string; appUrl: string }) {
  return mail(
    comingOfAgeSubjects.member,
    [
      `Hi ${greetingName(name)},`,
      'Your parent’s link to your Storyloom account has ended, because you are now an adult going by the birth month and year you gave. We told your parent too.',
      'From now on you alone decide about your account: you can download your data or delete your account in Settings → Privacy.',
    ],
    { label: 'Your privacy settings', url: `${appUrl}/settings/privacy` },
  );
}
