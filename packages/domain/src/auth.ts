import { z } from 'zod';
import { AGE_BANDS, STANDINGS } from './age-bands.js';
import { EMAIL_MAX_LENGTH, validateEmail } from './email.js';
import { generalSettingsTexts, isTimeZone, LANGUAGE_IDS } from './general-settings.js';
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

/** What a refused person's name is told (errors catalogue: errors.name.*). */
export const personNameTexts = {
  required: 'Please enter your full name',
  tooLong: `The name can be at most ${FULL_NAME_MAX_LENGTH} characters`,
  controlCharacters: 'The name cannot contain control characters',
  webAddress: 'The name cannot contain a web address',
} as const;

/** Why a person's name is refused, or null: it is shown to others and greets them in mails. */
export function nameProblem(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) return personNameTexts.controlCharacters;
  if (/:\/\/|www\./i.test(name)) return personNameTexts.webAddress;
  return null;
}

/** A person's name as an account holds it: trimmed, 1 to FULL_NAME_MAX_LENGTH, no controls, no links. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, personNameTexts.required)
  .max(FULL_NAME_MAX_LENGTH, personNameTexts.tooLong)
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

/**
 * What a new account's browser tells at sign-up (issue 19, decision 1902): its time zone (Intl)
 * and the Language setting closest to its languages. Both optional: without them the server takes
 * the Accept-Language header's language and the default time zone.
 */
export const signUpPreferencesShape = {
  timezone: z.string().refine(isTimeZone, generalSettingsTexts.timeZoneInvalid).optional(),
  language: z.enum(LANGUAGE_IDS).optional(),
};

export const registerSchema = z.object({
  fullName: personNameSchema,
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort).max(PASSWORD_MAX_LENGTH),
  ...signUpPreferencesShape,
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
