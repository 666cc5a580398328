import { z } from 'zod';
import { AGE_BANDS, STANDINGS } from './age-bands.js';
import { EMAIL_MAX_LENGTH, validateEmail } from './email.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTexts } from './password-rules.js';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTexts };

/** An email checked by `validateEmail`, reporting its exact message. */
export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform((s) => s.trim())
  .superRefine((value, ctx) => {
    const error = validateEmail(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const FULL_NAME_MAX_LENGTH = 100;

/** Why a person's name is refused, or null: it is shown to others and greets them in mails. */
export function nameProblem(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) return 'The name cannot contain control characters';
  if (/:\/\/|www\./i.test(name)) return 'The name cannot contain a web address';
  return null;
}

/** A person's name as an account holds it: trimmed, 1 to FULL_NAME_MAX_LENGTH, no controls, no links. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your full name')
  .max(FULL_NAME_MAX_LENGTH, `The name can be at most ${FULL_NAME_MAX_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const registerSchema = z.object({
  fullName: personNameSchema,
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort).max(PASSWORD_MAX_LENGTH),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Platform roles; moderators run the moderation queue (issue 16), admins everything. */
export const ROLES = ['user', 'instructor', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    ageBand: z.enum(AGE_BANDS),
    standing: z.enum(STANDINGS),
  }),
  profile: z.object({
    username: z.string(),
    fullName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  /** Settings → General: every date of the app is shown in this zone and language. */
  preferences: z.object({ timezone: z.string(), language: z.string() }),
});
export type Me = z.infer<typeof meSchema>;

/** Default username for a new profile: 'user_' plus the first 8 characters of the id. */
export function defaultUsername(userId: string): string {
  return `user_${userId.slice(0, 8)}`;
}
