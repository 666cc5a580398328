import { EMAIL_MAX_LENGTH, emailSchema, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@storyloom/domain';
import { z } from 'zod';

const callbackURL = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, 'callbackURL must be a path on this site')
  .optional();

/**
 * Strict schemas for the better-auth endpoints our clients use: unknown keys and wrong types are
 * refused with our error shape before better-auth sees the body.
 */
export const authBodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': z.strictObject({
    name: z.string().trim().min(1, 'Please enter your full name').max(FULL_NAME_MAX_LENGTH),
    email: emailSchema,
    password: z.string().min(6, 'Password must be at least 6 characters').max(PASSWORD_MAX_LENGTH),
    callbackURL,
  }),
  '/sign-in/email': z.strictObject({
    email: z.string().trim().min(1, 'Please fill in all fields').max(EMAIL_MAX_LENGTH),
    password: z.string().min(1, 'Please fill in all fields').max(PASSWORD_MAX_LENGTH),
    callbackURL,
    rememberMe: z.boolean().optional(),
  }),
  '/sign-out': z.strictObject({}),
  '/send-verification-email': z.strictObject({ email: emailSchema, callbackURL }),
};
