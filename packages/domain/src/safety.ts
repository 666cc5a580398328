import { z } from 'zod';
import { pageOf, paginationQuerySchema } from './api.js';

/** Issue 16, safety tools: the vocabulary both sides share. UI copy lives with the web features. */

export const REPORT_REASONS = ['personal_info', 'bullying', 'self_harm', 'sexual', 'hate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  personal_info: 'Personal information',
  bullying: 'Bullying or harassment',
  self_harm: 'Self-harm or suicide',
  sexual: 'Sexual or adult content',
  hate: 'Hate',
  spam: 'Spam or scam',
  other: 'Something else',
};

/** Everything a member can report. */
export const REPORT_SURFACES = [
  'post',
  'comment',
  'module_comment',
  'profile',
  'space',
  'event',
  'ai_generation',
] as const;
export type ReportSurface = (typeof REPORT_SURFACES)[number];
/**
 * What moderation did to an item, on the item's API shape: null (nothing), hidden (pending review or
 * by a moderator: only its author and moderators see it, the author with "Hidden while we review it")
 * or removed (only moderators see it). Decision 1630.
 */
export const MODERATION_STATES = ['hidden', 'removed'] as const;
export const moderationStateSchema = z.enum(MODERATION_STATES).nullable();
export type ModerationState = z.infer<typeof moderationStateSchema>;

/** Surfaces whose item can be hidden or removed (a profile or an AI output is acted on through its member). */
export const HIDEABLE_SURFACES = [
  'post',
  'comment',
  'module_comment',
  'space',
  'event',
] as const satisfies readonly ReportSurface[];
export type HideableSurface = (typeof HIDEABLE_SURFACES)[number];
export const isHideableSurface = (s: ReportSurface): s is HideableSurface =>
  (HIDEABLE_SURFACES as readonly string[]).includes(s);

export const REPORT_NOTE_MAX = 1000;

/** The report and moderation forms' messages (errors catalogue: errors.safety.*). */
export const safetyFormTexts = {
  noteRequired: 'Tell us what is wrong when you choose Something else.',
  hoursRequired: 'Say for how many hours.',
  daysRequired: 'Say for how many days.',
} as const;
export const reportBodySchema = z
  .object({
    surface: z.enum(REPORT_SURFACES),
    itemId: z.string().uuid(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
  })
  .strict()
  .refine((b) => b.reason !== 'other' || (b.note ?? '').length > 0, {
    message: safetyFormTexts.noteRequired,
    path: ['note'],
  });
export type ReportBody = z.infer<typeof reportBodySchema>;

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator can do about a reported item. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'mute', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** What the audit log can hold besides the moderator's actions. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'restore',
  'auto_hide',
  'auto_mute',
  'uphold',
  'role_grant',
  'role_remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const MUTE_HOURS_MAX = 24 * 14;
export const SUSPEND_DAYS_MAX = 365;
export const MODERATION_NOTE_MAX = 1000;

/** The community guidelines (/guidelines): the rules every moderation action cites. */
export const COMMUNITY_RULES = [
  {
    id: 'be-kind',
    title: 'Be kind',
    text: 'No bullying, harassment, name-calling or piling on. Disagree with ideas, never attack people.',
  },
  {
    id: 'keep-private-info-private',
    title: 'Keep personal information private',
    text: 'Never share phone numbers, addresses, schools, email addresses, social handles or where you are right now — yours or anyone else’s.',
  },
  {
    id: 'stay-safe',
    title: 'Look after yourself and others',
    text: 'Nothing that encourages self-harm, suicide or dangerous challenges. If you are struggling, reach out — help is listed below.',
  },
  {
    id: 'keep-it-appropriate',
    title: 'Keep it appropriate',
    text: 'No sexual or adult content, no graphic violence, no swearing or slurs.',
  },
  {
    id: 'no-hate',
    title: 'No hate',
    text: 'Nothing that attacks people for who they are: race, religion, gender, sexuality, disability or where they come from.',
  },
  {
    id: 'no-spam',
    title: 'No spam or scams',
    text: 'No advertising, chain messages, fake giveaways, or links that trick people.',
  },
  {
    id: 'respect-creators',
    title: 'Respect other creators',
    text: 'Share your own work, credit others, and don’t impersonate anyone.',
  },
] as const;
export type CommunityRuleId = (typeof COMMUNITY_RULES)[number]['id'];
export const COMMUNITY_RULE_IDS = COMMUNITY_RULES.map((r) => r.id) as [CommunityRuleId, ...CommunityRuleId[]];
export const ruleById = (id: string) => COMMUNITY_RULES.find((r) => r.id === id);

export const moderationActionBodySchema = z
  .object({
    surface: z.enum(REPORT_SURFACES),
    itemId: z.string().uuid(),
    action: z.enum(MODERATION_ACTIONS),
    ruleId: z.enum(COMMUNITY_RULE_IDS),
    note: z.string().trim().max(MODERATION_NOTE_MAX).optional(),
    /** mute: hours; suspend: days. */
    hours: z.number().int().min(1).max(MUTE_HOURS_MAX).optional(),
    days: z.number().int().min(1).max(SUSPEND_DAYS_MAX).optional(),
  })
  .strict()
  .refine((b) => b.action !== 'mute' || b.hours !== undefined, {
    message: safetyFormTexts.hoursRequired,
    path: ['hours'],
  })
  .refine((b) => b.action !== 'suspend' || b.days !== undefined, {
    message: safetyFormTexts.daysRequired,
    path: ['days'],
  });
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;

export const APPEAL_TEXT_MAX = 1000;
export const appealBodySchema = z.object({ text: z.string().trim().min(1).max(APPEAL_TEXT_MAX) }).strict();
export const appealDecisionBodySchema = z
  .object({ decision: z.enum(['uphold', 'reverse']), note: z.string().trim().max(MODERATION_NOTE_MAX).optional() })
  .strict();

/** What the filter finds in a text. */
export const FINDING_KINDS = ['phone', 'email', 'address', 'school', 'location', 'handle', 'language'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export const findingSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  /** The text that matched, as written. */
  match: z.string(),
  /** Which field of the request it was in (content, name, bio...). */
  field: z.string(),
  /** A sentence for the member: what it looks like and why it matters. */
  message: z.string(),
});
export type Finding = z.infer<typeof findingSchema>;
/** Sent with a write to publish after the coach showed what it found (teens and adults only). */
export const ACKNOWLEDGE_FIELD = 'acknowledgePersonalInfo';
/** The optional flag every filtered write body accepts (spread into its strict schema). */
export const acknowledgeShape = { acknowledgePersonalInfo: z.boolean().optional() };
/** Whether a body has anything to change besides the acknowledgement (and the given read-only keys). */
export const changesSomething = (body: object, ignore: readonly string[] = []) =>
  Object.entries(body).some(([k, v]) => v !== undefined && k !== ACKNOWLEDGE_FIELD && !ignore.includes(k));

/** A member's own block and mute lists (Settings → Privacy). */
export const blockedMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  since: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
/** GET /api/blocks and GET /api/mutes: newest first, offset-paged (a list can grow). Decision 1632. */
export const blockListQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const blockListSchema = pageOf(blockedMemberSchema);
export type BlockList = z.infer<typeof blockListSchema>;
/** PUT and DELETE /api/blocks/:memberId and /api/mutes/:memberId (the member's user id). */
export const blockParamsSchema = z.object({ memberId: z.uuid() });
/** What PUT and DELETE answer: the state now (both are idempotent). */
export const blockResultSchema = z.object({ memberId: z.string(), blocked: z.boolean() });
export const muteResultSchema = z.object({ memberId: z.string(), muted: z.boolean() });

/** The moderation queue (GET /api/moderation/queue). */
export const queueQuerySchema = z.object({
  /** open: reports waiting; handled: reports decided; appeals: appeals waiting. */
  status: z.enum(['open', 'handled', 'appeals']).default('open'),
  reason: z.enum(REPORT_REASONS).optional(),
  surface: z.enum(REPORT_SURFACES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

const memberRef = z.object({ id: z.string(), name: z.string(), username: z.string() });

export const queueItemSchema = z.object({
  surface: z.enum(REPORT_SURFACES),
  itemId: z.string(),
  /** A short text of the item (post or comment text, profile name, space or event name). */
  excerpt: z.string(),
  /** Where the item lives in the app, for "open in context"; null when it has no page. */
  url: z.string().nullable(),
  state: z.enum(['hidden', 'removed']).nullable(),
  author: memberRef.extend({ ageBand: z.enum(['child', 'teen', 'adult']), priorActions: z.number().int() }).nullable(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  firstReportedAt: z.string().nullable(),
  lastReportedAt: z.string().nullable(),
  /** An open report older than 24 h. */
  overdue: z.boolean(),
  /** In the appeals view: the appeal waiting for a decision. */
  appeal: z
    .object({
      id: z.string(),
      text: z.string(),
      createdAt: z.string(),
      action: z.object({ id: z.string(), action: z.enum(AUDIT_ACTIONS), ruleId: z.string().nullable() }),
    })
    .nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  moderator: memberRef.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  surface: z.string(),
  itemId: z.string(),
  subject: memberRef.nullable(),
  ruleId: z.string().nullable(),
  note: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The item in context (GET /api/moderation/queue/:surface/:itemId). */
export const queueItemDetailSchema = queueItemSchema.extend({
  /** The item's full text, and what it answers (a comment's post) when there is one. */
  text: z.string(),
  parent: z.object({ excerpt: z.string(), url: z.string().nullable() }).nullable(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      createdAt: z.string(),
      status: z.enum(REPORT_STATUSES),
    }),
  ),
  /** Earlier actions on this author, newest first. */
  history: z.array(auditEntrySchema),
});
export type QueueItemDetail = z.infer<typeof queueItemDetailSchema>;

/** What a member is told about an action on their item or account (GET /api/moderation/notices). */
export const moderationNoticeSchema = z.object({
  actionId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  ruleId: z.string().nullable(),
  note: z.string().nullable(),
  surface: z.string(),
  itemId: z.string(),
  excerpt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  canAppeal: z.boolean(),
  appeal: z
    .object({ status: z.enum(['open', 'upheld', 'reversed']), text: z.string(), decidedAt: z.string().nullable() })
    .nullable(),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;

/** PUT /api/admin/users/:userId/role: admins grant and remove the moderator role. */
export const roleChangeBodySchema = z.object({ role: z.enum(['user', 'instructor', 'moderator']) }).strict();

export const filterTermSchema = z.object({
  id: z.string(),
  term: z.string(),
  kind: z.enum(['block', 'allow']),
  createdAt: z.string(),
});
export type FilterTerm = z.infer<typeof filterTermSchema>;
export const filterTermBodySchema = z
  .object({ term: z.string().trim().min(1).max(60), kind: z.enum(['block', 'allow']) })
  .strict();
