import { z } from 'zod';
import { AGE_BANDS, STANDINGS } from './age-bands.js';
import { ROLES } from './auth.js';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  ageBand: z.enum(AGE_BANDS),
  standing: z.enum(STANDINGS),
});

/** GET /api/session: who the session belongs to and until when; 401 without one. */
export const sessionCheckSchema = z.object({ user: sessionUserSchema, expiresAt: z.string() });
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

/** One signed-in device of the user, for Settings → Login Details. */
export const userSessionSchema = z.object({
  id: z.string(),
  /** A short readable form of the browser's user agent, e.g. "Firefox on Linux". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last extended (its row's updatedAt). */
  lastSeen: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** GET /api/me/sessions: the user's live sessions, newest first (a handful: no pages). */
export const userSessionListSchema = z.object({ items: z.array(userSessionSchema) });
export type UserSessionList = z.infer<typeof userSessionListSchema>;

/** POST /api/me/sessions/revoke-others: how many other sessions were ended. */
export const revokeOtherSessionsSchema = z.object({ revoked: z.number().int().min(0) });

export const sessionTexts = {
  currentSession: 'This is the session you are using. Use Sign Out to end it.',
} as const;
