import { z } from 'zod';
import { accountMessages, accountText, TOTP_DIGITS } from './account.js';
import { nameProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';
import { EMAIL_MAX_LENGTH, validateEmail } from './email.js';

const a = accountMessages.authScreen;
const p = accountMessages.password;

const filled = z.string().max(PASSWORD_MAX_LENGTH);

/** Combined sign-in: both fields required. */
export const comboSignInSchema = z
  .object({ email: z.string().trim().max(EMAIL_MAX_LENGTH), password: filled })
  .refine((v) => v.email !== '' && v.password !== '', { message: a.fillAllFields });

/**
 * Combined sign-up: all four fields, then matching passwords; then the rules the
 * server applies to every sign-up (the email validator, the minimum length), so the form never
 * sends what the server would refuse.
 */
export const comboSignUpSchema = z
  .object({
    fullName: z.string().trim().max(100),
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
    password: filled,
    confirmPassword: filled,
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!v.fullName || !v.email || !v.password || !v.confirmPassword) return fail(a.fillAllFields);
    if (v.password !== v.confirmPassword) return fail(a.passwordsDoNotMatch);
    const nameError = nameProblem(v.fullName);
    if (nameError) return fail(nameError);
    const emailError = validateEmail(v.email);
    if (emailError) return fail(emailError);
    if (v.password.length < PASSWORD_MIN_LENGTH) return fail(p.tooShort);
  });
export type ComboSignUpInput = z.infer<typeof comboSignUpSchema>;

/** Change Password dialog: all three fields, matching, at least PASSWORD_MIN_LENGTH characters. */
export const changePasswordFormSchema = z
  .object({ currentPassword: filled, newPassword: filled, confirmPassword: filled })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return fail(a.fillAllFields, 'form');
    if (v.newPassword !== v.confirmPassword) return fail(p.mismatch, 'confirmPassword');
    if (v.newPassword.length < PASSWORD_MIN_LENGTH) return fail(p.tooShort, 'newPassword');
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: filled, confirmPassword: filled })
  .superRefine((v, ctx) => {
    if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      return ctx.addIssue({ code: 'custom', message: p.tooShort, path: ['newPassword'] });
    }
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: a.passwordsDoNotMatch, path: ['confirmPassword'] });
    }
  });

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), accountText.twoFactor.codeFormat);

/** better-auth's backup codes look like "abcde-12345". */
export const backupCodeSchema = z.string().trim().min(1).max(32);

export const FACTOR_TYPES = ['totp'] as const;
export const FACTOR_STATUSES = ['verified', 'unverified'] as const;
export const ASSURANCE_LEVELS = ['aal1', 'aal2'] as const;

export const factorSchema = z.object({
  id: z.string(),
  factorType: z.enum(FACTOR_TYPES),
  friendlyName: z.string(),
  status: z.enum(FACTOR_STATUSES),
});
export type Factor = z.infer<typeof factorSchema>;

/**
 * Login details: the user's factors (one authenticator at most, so the list needs no pages), the
 * assurance level (aal2 once a verified factor exists) and the backup codes left.
 */
export const securityOverviewSchema = z.object({
  factors: z.array(factorSchema).max(1),
  assuranceLevel: z.enum(ASSURANCE_LEVELS),
  backupCodesRemaining: z.number().int().nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** Removing a factor needs a current code or the password. */
export const removeFactorBodySchema = z.union([
  z.strictObject({ code: totpCodeSchema }),
  z.strictObject({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
]);
export type RemoveFactorBody = z.infer<typeof removeFactorBodySchema>;

/** One real check of the server: app, database, auth service and this browser's session. */
export const connectionStatusSchema = z.object({
  connected: z.boolean(),
  database: z.enum(['ok', 'down']),
  auth: z.enum(['ok', 'down']),
  authSession: z.enum(['active', 'none']),
  session: z.object({ expiresAt: z.string(), assuranceLevel: z.enum(ASSURANCE_LEVELS) }).nullable(),
  time: z.string(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;
