import { CONSENT_WAIT_DAYS } from '@storyloom/domain';

/** The parent-path sign-up form. Plain words, no age and no cut-off anywhere. */
export const childSignUpText = {
  intro: 'Choose a username and a password. A parent or carer then approves your account.',
  username: 'Username',
  usernameHint: "3 to 30 lowercase letters, numbers or underscores. Don't use your real name.",
  password: 'Password',
  parentEmail: "Your parent's or carer's email",
  parentEmailHint: 'We only use it to ask them to approve your account. We never ask for your own email.',
  whyTitle: 'Why we ask a parent',
  why: [
    "We'll email your parent or carer what Storyloom is, what we keep about you and what they can change.",
    'Until they say yes, you can look around the courses. Posting, commenting and the AI tools wait for their approval.',
    `If they don't answer within ${CONSENT_WAIT_DAYS} days, we delete the account and their email address.`,
  ],
  privacyLink: "How we look after children's information",
  submit: 'Create account',
  submitting: 'Creating account...',
  failedTitle: 'Sign-up failed',
  failedFallback: 'We could not create your account. Please try again.',
} as const;

/** /login's switch between the email and the username sign-in. */
export const usernameSignInText = {
  // Not "Sign in ...": the Sign in button must stay the only control of that name on /login.
  useUsername: 'Use a username instead',
  useEmail: 'Use an email instead',
  username: 'Username',
} as const;

/** The app shell's banner for a member with a parental link. */
export const parentLinkText = {
  label: 'Parent link',
  grantedTitle: 'A parent is linked to your account',
  grantedBody:
    'They can see your account details and download a copy of your data, and they can withdraw their approval or delete the account.',
  revoked:
    'Your parent withdrew their approval, so for now you can only look around the courses. They can approve again from their email.',
  learnMore: "How we look after children's information",
} as const;
