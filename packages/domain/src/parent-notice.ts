import { CONSENT_WAIT_DAYS } from './young-members.js';

/**
 * The direct notice a parent reads before approving a child's account (issue 15): the same words in
 * the mail and on the consent page. Bump CHILD_NOTICE_VERSION when a section changes meaning; each
 * consent record names the version the parent saw.
 */
export interface NoticeSection {
  id: 'collected' | 'nothing-more' | 'what-they-do' | 'visible' | 'recipients' | 'retention' | 'rights';
  heading: string;
  paragraphs: string[];
}

export interface ParentNotice {
  intro: string;
  sections: NoticeSection[];
  /** Said before the link to the children's privacy notice. */
  fullNotice: string;
}

/** What the AI tools share, worded for whether a provider is configured at all. */
function recipients(aiConfigured: boolean): string[] {
  const mail = 'Our mail provider, which delivers the mails we send you.';
  if (!aiConfigured) {
    return [mail, 'The AI tools run on our own server, so no AI provider receives anything your child writes.'];
  }
  return [
    mail,
    'The AI provider that powers the AI tools receives what your child types into a tool, but only if you approve that separately. Without that approval the tools run offline on our own server and send nothing out.',
  ];
}

export function parentNotice(username: string, { aiConfigured }: { aiConfigured: boolean }): ParentNotice {
  return {
    intro: `Your child signed up on Storyloom, a learning and community site for young creators, with the username ${username} and gave your email address. Before they can take part, we need your approval. Here is what that means.`,
    sections: [
      {
        id: 'collected',
        heading: 'What we collected and why',
        paragraphs: [
          'The username your child chose: they sign in with it, and other members recognise their work by it.',
          'Their password, stored only as a scrambled hash that nobody, including us, can read: so only they can sign in.',
          'Their birth month and year: to set up the right kind of account and to know when your approval is no longer needed.',
          'Your email address: to ask for your approval and to write to you about the account.',
        ],
      },
      {
        id: 'nothing-more',
        heading: 'Nothing more without your approval',
        paragraphs: [
          'Until you approve, the account can only browse courses, and we collect nothing else: no email address of your child, no photo and no location.',
        ],
      },
      {
        id: 'what-they-do',
        heading: 'What your child can do on Storyloom',
        paragraphs: [
          'Take courses and track their progress, use the AI creative tools, and take part in the community: write posts and comments, like and follow, join spaces and sign up for events.',
        ],
      },
      {
        id: 'visible',
        heading: 'What other members can see',
        paragraphs: [
          'Members who are signed in can see your child’s username, their profile text, and the posts, comments, likes, follows, spaces and events they take part in.',
          'Guests who are not signed in see none of it, and search engines are asked not to list it. We never show their location, because we never ask for it.',
        ],
      },
      { id: 'recipients', heading: 'Who else receives data', paragraphs: recipients(aiConfigured) },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          `If nobody approves within ${CONSENT_WAIT_DAYS} days, we delete the account and your email address for good.`,
          'After you approve, we keep the account until you or your child delete it.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          'At any time, from the parent page linked in every mail we send you (no parent account needed), you can see what the account holds, download a copy of its data, withdraw your approval (your child is signed out and can only browse courses again) and delete the account.',
        ],
      },
    ],
    fullNotice: 'Read the full privacy notice for children',
  };
}
