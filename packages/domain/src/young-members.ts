import { z } from 'zod';
import { BIRTH_YEAR_MIN } from './age-bands.js';
import { emailSchema, signUpPreferencesShape, USERNAME_PATTERN } from './auth.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTexts } from './password-rules.js';

export const ageScreenTexts = {
  heading: 'When were you born?',
  intro: 'We ask everyone. It helps us set up the right account for you.',
  month: 'Birth month',
  year: 'Birth year',
  monthRequired: 'Choose your birth month',
  yearRequired: 'Enter your birth year',
  yearRange: `Enter a year between ${BIRTH_YEAR_MIN} and this year`,
  inFuture: 'That date has not happened yet',
  continue: 'Continue',
  required: 'Tell us your birth month and year first',
} as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A birth month and year: the whole range, never in the future. */
export const birthMonthSchema = z
  .object({
    birthMonth: z.coerce
      .number({ error: ageScreenTexts.monthRequired })
      .int(ageScreenTexts.monthRequired)
      .min(1, ageScreenTexts.monthRequired)
      .max(12, ageScreenTexts.monthRequired),
    birthYear: z.coerce
      .number({ error: ageScreenTexts.yearRequired })
      .int(ageScreenTexts.yearRange)
      .min(BIRTH_YEAR_MIN, ageScreenTexts.yearRange)
      .max(9999, ageScreenTexts.yearRange),
  })
  .superRefine((value, ctx) => {
    const now = new Date();
    const thisYear = now.getUTCFullYear();
    if (value.birthYear > thisYear) {
      ctx.addIssue({ code: 'custom', path: ['birthYear'], message: ageScreenTexts.yearRange });
    } else if (value.birthYear === thisYear && value.birthMonth > now.getUTCMonth() + 1) {
      ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: ageScreenTexts.inFuture });
    }
  });
export type BirthMonthInput = z.infer<typeof birthMonthSchema>;

/**
 * POST /api/age-screen answer: which sign-up form comes next. `parent` is the path that asks for a
 * parent's email (never named by age on screen); `standard` is the usual form. The first answer a
 * browser gave in the last 24 hours stands, whatever a later attempt says.
 */
export const SIGN_UP_PATHS = ['standard', 'parent'] as const;
export type SignUpPath = (typeof SIGN_UP_PATHS)[number];
export const ageScreenResultSchema = z.object({ path: z.enum(SIGN_UP_PATHS) });
export type AgeScreenResult = z.infer<typeof ageScreenResultSchema>;

export const childSignUpTexts = { usernameRule: 'Use 3 to 30 lowercase letters, numbers or underscores' } as const;

/** The sign-up with a parent's email: a username and a password, no email and no photo of the child. */
export const childSignUpSchema = z.object({
  username: z.string().trim().toLowerCase().regex(USERNAME_PATTERN, childSignUpTexts.usernameRule),
  password: z.string().min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort).max(PASSWORD_MAX_LENGTH),
  parentEmail: emailSchema,
  // The child's browser: its time zone and language (issue 19).
  ...signUpPreferencesShape,
});
export type ChildSignUpInput = z.infer<typeof childSignUpSchema>;

/** Sign-in with a username instead of an email (accounts made with a parent's email have none). */
export const usernameSignInSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(30),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** Days a parent has to approve before the account and the parent's email are deleted. */
export const CONSENT_WAIT_DAYS = 7;
/** The version of the notice a parent reads; a consent record names the one they saw. */
export const CHILD_NOTICE_VERSION = '2026-11-24';
/** Accounts made with a parent's email carry an address in this reserved domain; no mail goes there. */
export const CHILD_ACCOUNT_EMAIL_DOMAIN = 'child.storyloom.invalid';
export const isChildAccountEmail = (email: string) => email.toLowerCase().endsWith(`@${CHILD_ACCOUNT_EMAIL_DOMAIN}`);

/** What a holding account is refused with (errors catalogue: errors.consent.*); {email} is the masked address. */
export const consentPendingTexts = {
  withEmail:
    "Your account is waiting for a parent's approval. We emailed {email}; once they approve, you can post, comment and use the AI tools.",
  withoutEmail:
    "Your account is waiting for a parent's approval. Once they approve, you can post, comment and use the AI tools.",
} as const;

/** What a holding account is refused with: what is waiting and who was asked. */
export function consentPendingMessage(maskedParentEmail: string | null): string {
  return maskedParentEmail
    ? consentPendingTexts.withEmail.replace('{email}', () => maskedParentEmail)
    : consentPendingTexts.withoutEmail;
}

/** "p•••@example.com": enough for the child to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
