import type {
  AuditAction,
  CommunityRuleId,
  ModerationAction,
  REPORT_STATUSES,
  ReportReason,
  ReportSurface,
} from '@storyloom/domain';
import type { ModerationKey, ModerationT } from './i18n';

/** The catalogue keys of the moderation screens' option labels, by the ids the server shares (issue 16). */

/** Who the author is, in plain words: moderators act more carefully with children. */
export const AGE_BAND_LABELS = {
  child: 'ageBand.child',
  teen: 'ageBand.teen',
  adult: 'ageBand.adult',
} as const satisfies Record<'child' | 'teen' | 'adult', ModerationKey>;

export const SURFACE_LABELS = {
  post: 'surface.post',
  comment: 'surface.comment',
  module_comment: 'surface.module_comment',
  profile: 'surface.profile',
  space: 'surface.space',
  event: 'surface.event',
  ai_generation: 'surface.ai_generation',
} as const satisfies Record<ReportSurface, ModerationKey>;

export const REASON_LABELS = {
  personal_info: 'reason.personal_info',
  bullying: 'reason.bullying',
  self_harm: 'reason.self_harm',
  sexual: 'reason.sexual',
  hate: 'reason.hate',
  spam: 'reason.spam',
  other: 'reason.other',
} as const satisfies Record<ReportReason, ModerationKey>;

export const ACTION_LABELS = {
  dismiss: 'action.dismiss',
  hide: 'action.hide',
  remove: 'action.remove',
  warn: 'action.warn',
  mute: 'action.mute',
  suspend: 'action.suspend',
  ban: 'action.ban',
  restore: 'action.restore',
  auto_hide: 'action.auto_hide',
  auto_mute: 'action.auto_mute',
  uphold: 'action.uphold',
  role_grant: 'action.role_grant',
  role_remove: 'action.role_remove',
} as const satisfies Record<AuditAction, ModerationKey>;

/** The action select's choices. */
export const ACTION_CHOICES = {
  dismiss: 'choice.dismiss',
  hide: 'choice.hide',
  remove: 'choice.remove',
  warn: 'choice.warn',
  mute: 'choice.mute',
  suspend: 'choice.suspend',
  ban: 'choice.ban',
} as const satisfies Record<ModerationAction, ModerationKey>;

export const REPORT_STATUS_LABELS = {
  open: 'reportStatus.open',
  actioned: 'reportStatus.actioned',
  dismissed: 'reportStatus.dismissed',
} as const satisfies Record<(typeof REPORT_STATUSES)[number], ModerationKey>;

/** The community guidelines' rule titles, by rule id. */
export const RULE_TITLES = {
  'be-kind': 'rule.be-kind',
  'keep-private-info-private': 'rule.keep-private-info-private',
  'stay-safe': 'rule.stay-safe',
  'keep-it-appropriate': 'rule.keep-it-appropriate',
  'no-hate': 'rule.no-hate',
  'no-spam': 'rule.no-spam',
  'respect-creators': 'rule.respect-creators',
} as const satisfies Record<CommunityRuleId, ModerationKey>;

/** A rule's title from its id, or the id itself for a rule since retired. */
export function ruleTitle(t: ModerationT, id: string | null): string {
  if (id === null) return '—';
  return Object.hasOwn(RULE_TITLES, id) ? t(RULE_TITLES[id as CommunityRuleId]) : id;
}
