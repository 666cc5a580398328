import { z } from 'zod';
import { CONSENT_STATES } from './age-bands.js';

/** POST /api/children/sign-up: the child is signed in; the answer names who was asked, masked. */
export const childSignUpResultSchema = z.object({ parentEmail: z.string() });
export type ChildSignUpResult = z.infer<typeof childSignUpResultSchema>;

/**
 * GET /api/me/parent-link: the caller's parental link, as the child may see it. `linked` is false
 * (and the rest empty) for an account no parent was asked about.
 */
export const parentLinkSchema = z.object({
  linked: z.boolean(),
  state: z.enum(CONSENT_STATES),
  /** Masked ("p•••@example.com"): enough to recognise, not enough to harvest. */
  parentEmail: z.string().nullable(),
  aiSharing: z.boolean(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ParentLink = z.infer<typeof parentLinkSchema>;

/** What the server says when a child account asks for something it never collects. */
export const childAccountMessages = {
  /** A browser whose age-screen answer leads to the usual sign-up; worded without any age. */
  wrongPath: 'This form is not the one for your account. Go back to the sign-up page and continue from there.',
  parentEmailNotAParent: "Enter your parent's own email address.",
  avatarRefused:
    "Accounts set up with a parent's email don't use a photo. Your initials are shown on your profile instead.",
} as const;
