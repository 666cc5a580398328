import { z } from 'zod';
import { CONSENT_STATES } from './age-bands.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTexts } from './password-rules.js';

/** A parent-page link stays usable this long (a consent link lasts as long as the consent window). */
export const PARENT_PAGE_LINK_DAYS = 30;

export const parentTokenTexts = { incomplete: 'This link is not complete. Open it again from the mail.' } as const;

/** A signed parent link's token: base64url payload, a dot, base64url signature. */
export const parentTokenSchema = z
  .string()
  .max(600)
  .regex(/^[\w-]{10,}\.[\w-]{40,}$/, parentTokenTexts.incomplete);
export const parentTokenQuerySchema = z.strictObject({ token: parentTokenSchema });
export const parentTokenBodySchema = z.strictObject({ token: parentTokenSchema });

export const parentLinkTexts = {
  invalid:
    'This link does not work any more: it may have expired or been used already, or the account may have been deleted. Open the newest mail we sent you.',
  consentWindowOver:
    'The time to approve this account has run out, so it is being deleted. Your child can sign up again.',
  approveUseRequired: 'Tick the box to approve the account first',
} as const;

/** GET /api/parents/consent: what the consent page shows before the parent decides. */
export const consentViewSchema = z.object({
  username: z.string(),
  requestedAt: z.string(),
  /** When the consent link (and the account, if nobody approves) runs out. */
  expiresAt: z.string(),
  noticeVersion: z.string(),
  /** Whether an AI provider is configured at all: without one the AI sharing choice is moot. */
  aiConfigured: z.boolean(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

/** POST /api/parents/consent: two separate choices; approving use is what makes it an approval. */
export const consentDecisionSchema = z.strictObject({
  token: parentTokenSchema,
  approveUse: z.literal(true, { error: parentLinkTexts.approveUseRequired }),
  approveAiSharing: z.boolean(),
});
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** POST /api/parents/child/approve: approve again (or change AI sharing) from the parent page. */
export const parentApproveSchema = z.strictObject({ token: parentTokenSchema, approveAiSharing: z.boolean() });

/** The parent page's "Set a new password" form: a child account has no address a reset link could reach. */
export const childNewPasswordSchema = z.strictObject({
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort).max(PASSWORD_MAX_LENGTH),
});
/** POST /api/parents/child/password: the form plus the parent-page link. */
export const parentSetChildPasswordSchema = childNewPasswordSchema.extend({ token: parentTokenSchema });

/** The answer of every parent action: the account's state afterwards. */
export const parentDecisionResultSchema = z.object({
  username: z.string(),
  state: z.enum(CONSENT_STATES),
  aiSharing: z.boolean(),
});
export type ParentDecisionResult = z.infer<typeof parentDecisionResultSchema>;

export const CONSENT_ACTIONS = ['requested', 'granted', 'revoked', 'ended', 'confirmation_sent'] as const;

export const childAccountCountsSchema = z.object({
  posts: z.number(),
  comments: z.number(),
  likes: z.number(),
  following: z.number(),
  followers: z.number(),
  spaces: z.number(),
  events: z.number(),
  enrollments: z.number(),
  aiGenerations: z.number(),
});
export type ChildAccountCounts = z.infer<typeof childAccountCountsSchema>;

/** GET /api/parents/child: what the child's account holds, as the parent page shows it. */
export const childAccountViewSchema = z.object({
  username: z.string(),
  createdAt: z.string(),
  consentState: z.enum(CONSENT_STATES),
  aiSharing: z.boolean(),
  aiConfigured: z.boolean(),
  /** Whether the profile has text (bio, website) others can read; the text itself stays on the child's profile. */
  profileText: z.object({ fullName: z.boolean(), bio: z.boolean(), website: z.boolean() }),
  counts: childAccountCountsSchema,
  history: z.array(
    z.object({
      action: z.enum(CONSENT_ACTIONS),
      method: z.string(),
      noticeVersion: z.string(),
      approvedUse: z.boolean(),
      approvedAiSharing: z.boolean(),
      at: z.string(),
    }),
  ),
});
export type ChildAccountView = z.infer<typeof childAccountViewSchema>;

/**
 * GET /api/ai/engine: which engine the caller's AI tools use. `offlineForAccount` is true when a
 * parent has not approved sharing with the AI provider, whatever the server's configuration.
 */
export const aiEngineStatusSchema = z.object({
  engine: z.enum(['model', 'offline']),
  offlineForAccount: z.boolean(),
});
export type AiEngineStatus = z.infer<typeof aiEngineStatusSchema>;

export const aiOfflineForAccountText =
  'AI tools run offline for this account: a parent has not approved sharing with the AI provider, so the built-in generator writes every result and nothing is sent out.';
