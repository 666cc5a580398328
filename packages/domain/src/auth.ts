import { z } from 'zod';
import { EMAIL_MAX_LENGTH, validateEmail } from './email.js';

/** An email checked by `validateEmail`, reporting its exact message. */
export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform((s) => s.trim())
  .superRefine((value, ctx) => {
    const error = validateEmail(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const registerSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name').max(FULL_NAME_MAX_LENGTH),
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters').max(PASSWORD_MAX_LENGTH),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
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
