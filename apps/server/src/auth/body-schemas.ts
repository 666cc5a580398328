import {
  backupCodeSchema,
  birthMonthSchema,
  EMAIL_MAX_LENGTH,
  emailSchema,
  errorText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordTexts,
  personNameSchema,
  signUpPreferencesShape,
  totpCodeSchema,
  USERNAME_PATTERN,
} from '@storyloom/domain';
import { z } from 'zod';
import { isCommonPassword } from './password-policy.js';

const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, errorText['auth.callbackPath']);
const callbackURL = sitePath.optional();

/** A password being set: long enough and not on the common-password list (the breach check is async, in the mount). */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort)
  .max(PASSWORD_MAX_LENGTH)
  .refine((value) => !isCommonPassword(value), passwordTexts.tooCommon);
const password = z.string().min(1, errorText['auth.passwordRequired']).max(PASSWORD_MAX_LENGTH);

/**
 * An API client without an age-screen answer may send its birth month and year (both, checked as the
 * screen checks them); the mount replaces them with the browser's recorded answer when there is one.
 */
const signUpBirthMonth = {
  birthMonth: z.number().int().optional(),
  birthYear: z.number().int().optional(),
};
function checkSignUpBirthMonth(body: { birthMonth?: number; birthYear?: number }, ctx: z.RefinementCtx) {
  if (body.birthMonth === undefined && body.birthYear === undefined) return;
  const result = birthMonthSchema.safeParse(body);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/**
 * Strict schemas for the POST endpoints of the allow-list (allowed-endpoints.ts): unknown keys and
 * wrong types are refused with our error shape before better-auth sees the body.
 */
export const authBodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': z
    .strictObject({
      name: personNameSchema,
      email: emailSchema,
      password: newPassword,
      username: z.string().regex(USERNAME_PATTERN, errorText['auth.usernameInvalid']).optional(),
      callbackURL,
      ...signUpBirthMonth,
      ...signUpPreferencesShape,
    })
    .superRefine(checkSignUpBirthMonth),
  '/sign-in/email': z.strictObject({
    email: z.string().trim().min(1, errorText['auth.fillAllFields']).max(EMAIL_MAX_LENGTH),
    password: z.string().min(1, errorText['auth.fillAllFields']).max(PASSWORD_MAX_LENGTH),
    callbackURL,
    rememberMe: z.boolean().optional(),
  }),
  '/sign-out': z.strictObject({}),
  '/send-verification-email': z.strictObject({ email: emailSchema, callbackURL }),
  '/request-password-reset': z.strictObject({ email: emailSchema, redirectTo: sitePath }),
  '/reset-password': z.strictObject({ newPassword, token: z.string().min(1).max(200) }),
  // Other sessions always end on a password change (issue 3).
  '/change-password': z.strictObject({
    currentPassword: password,
    newPassword,
    revokeOtherSessions: z.literal(true),
  }),
  // Only authenticator apps: the email/SMS 'otp' method is not offered (no SMS transport).
  '/two-factor/enable': z.strictObject({ password }),
  '/two-factor/disable': z.strictObject({ password }),
  '/two-factor/verify-totp': z.strictObject({ code: totpCodeSchema, trustDevice: z.boolean().optional() }),
  '/two-factor/verify-backup-code': z.strictObject({
    code: backupCodeSchema,
    trustDevice: z.boolean().optional(),
  }),
  '/two-factor/generate-backup-codes': z.strictObject({ password }),
};

const SETS_PASSWORD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** The password a validated request sets (sign-up, reset, change), for the breach check; else null. */
export function passwordBeingSet(subPath: string, body: Record<string, unknown>): string | null {
  const field = SETS_PASSWORD[subPath];
  const value = field ? body[field] : undefined;
  return typeof value === 'string' ? value : null;
}
