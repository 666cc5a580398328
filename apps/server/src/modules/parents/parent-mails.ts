import { CHILD_NOTICE_VERSION, type ParentNotice } from '@storyloom/domain';
import { escapeHtml } from '../../mail/html.js';

/**
 * The mails a parent receives (issue 15). Subjects are fixed; the only member text inside is the
 * child's username, which the username pattern keeps to letters, digits and underscores.
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

function html(title: string, blocks: Block[], actions: Action[], footer: string[]): string {
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
    ? `<p style="${QUIET}">If a button does not work, open its link:</p>${actions
        .map((a) => `<p style="${QUIET}">${escapeHtml(a.label)}: ${escapeHtml(a.url)}</p>`)
        .join('')}`
    : '';
  const notes = footer.map((f) => `<p style="${QUIET}">${escapeHtml(f)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${buttons}${links}${notes}
</body></html>`;
}

function text(blocks: Block[], actions: Action[], footer: string[]): string {
  const parts = blocks.map((b) => [b.heading, ...b.paragraphs].filter(Boolean).join('\n\n'));
  const links = actions.map((a) => `${a.label}: ${a.url}`);
  return `${[...parts, ...links, ...footer].join('\n\n')}\n`;
}

function mail(subject: string, blocks: Block[], actions: Action[] = [], footer: string[] = []) {
  return { subject, text: text(blocks, actions, footer), html: html(subject, blocks, actions, footer) };
}

export const parentMailSubjects = {
  notice: 'Please approve your child’s Storyloom account',
  confirmed: 'You approved your child’s Storyloom account',
  revoked: 'You withdrew your approval on Storyloom',
  deleted: 'Your child’s Storyloom account was deleted',
  passwordSet: 'You set a new password for your child’s Storyloom account',
} as const;

const IGNORE =
  'If you do not know what this is about, do nothing: without your approval the account is deleted and we keep nothing about you.';

/** The direct notice: everything a parent should know before approving, and the consent link. */
export function consentNoticeMail(
  notice: ParentNotice,
  links: { consent: string; parentPage: string; childrenNotice: string; deadline: string },
) {
  return mail(
    parentMailSubjects.notice,
    [
      { paragraphs: ['Hello,', notice.intro] },
      ...notice.sections.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs })),
      { paragraphs: [`${notice.fullNotice}: ${links.childrenNotice}`] },
      {
        heading: 'Approve the account',
        paragraphs: [
          `The approval link below works once, until ${links.deadline}. On that page you approve the account and, separately, decide about the AI provider.`,
          IGNORE,
        ],
      },
    ],
    [
      { label: 'Review and approve', url: links.consent },
      { label: 'Parent page', url: links.parentPage },
    ],
    [`Notice version ${CHILD_NOTICE_VERSION}.`],
  );
}

/** "Email plus": sent after every approval, with the page that withdraws it. */
export function consentConfirmedMail({
  username,
  aiSharing,
  aiConfigured,
  parentPage,
}: {
  username: string;
  aiSharing: boolean;
  aiConfigured: boolean;
  parentPage: string;
}) {
  const ai = !aiConfigured
    ? 'The AI tools run on our own server: nothing your child writes there is sent out.'
    : aiSharing
      ? 'You also approved sharing with the AI provider: what your child types into an AI tool is sent to it.'
      : 'You did not approve sharing with the AI provider: the AI tools run offline for this account and send nothing out.';
  return mail(
    parentMailSubjects.confirmed,
    [
      {
        paragraphs: [
          'Hello,',
          `Thank you. You approved the Storyloom account ${username}; your child can now take part.`,
          ai,
          'If this was not you, or you change your mind, withdraw your approval on the parent page: your child is signed out within a minute and can only browse courses again. There you can also see what the account holds, download its data or delete it.',
        ],
      },
    ],
    [{ label: 'Parent page (withdraw approval)', url: parentPage }],
  );
}

export function consentRevokedMail({ username, parentPage }: { username: string; parentPage: string }) {
  return mail(
    parentMailSubjects.revoked,
    [
      {
        paragraphs: [
          'Hello,',
          `You withdrew your approval for the Storyloom account ${username}. Your child has been signed out and can only browse courses until you approve again.`,
          'On the parent page you can approve again, download the account’s data or delete it.',
        ],
      },
    ],
    [{ label: 'Parent page', url: parentPage }],
  );
}

export function accountDeletedMail({ username }: { username: string }) {
  return mail(parentMailSubjects.deleted, [
    {
      paragraphs: [
        'Hello,',
        `The Storyloom account ${username} has been deleted, with everything it held, and your email address with it. Links in earlier mails no longer work.`,
      ],
    },
  ]);
}

/** After the parent set a new password; the password itself is never in a mail. */
export function childPasswordSetMail({ username, parentPage }: { username: string; parentPage: string }) {
  return mail(
    parentMailSubjects.passwordSet,
    [
      {
        paragraphs: [
          'Hello,',
          `You set a new password for the Storyloom account ${username}. Your child has been signed out everywhere and signs in with the username and the new password.`,
          'If this was not you, open the parent page: set another password there, withdraw your approval or delete the account.',
        ],
      },
    ],
    [{ label: 'Parent page', url: parentPage }],
  );
}
