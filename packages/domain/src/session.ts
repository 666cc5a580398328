import { z } from 'zod';
import { ROLES } from './auth.js';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
});

/** GET /api/session: who the session belongs to and until when; 401 without one. */
export const sessionCheckSchema = z.object({ user: sessionUserSchema, expiresAt: z.string() });
export type SessionCheck = z.infer<typeof sessionCheckSchema>;
