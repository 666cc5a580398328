import type { AuditAction, ReportReason, ReportSurface } from '@storyloom/domain';
import { COMMUNITY_RULE_IDS, type CommunityRuleId } from '@storyloom/domain';
import type { MessageValues } from '@/i18n';
import type { useT } from './i18n';
import type en from './messages/en.json';

export type SafetyKey = Extract<keyof typeof en, string>;
type Translate = ReturnType<typeof useT>;

/**
 * A text of this feature that another feature passes back to one of its components (a menu button's
 * name, the coach's "Save anyway"): translated where it is shown, in the reader's language.
 */
export type SafetyLabel = { key: SafetyKey; values?: MessageValues };

/** A plain string (the caller's own, already translated) or one of ours, as the reader should see it. */
export function labelText(t: Translate, label: string | SafetyLabel): string {
  return typeof label === 'string' ? label : t(label.key, label.values);
}

/** The accessible names of the "More actions" menu buttons other features show. */
export const menuLabels = {
  comment: (name: string): SafetyLabel => ({ key: 'menu.comment', values: { name } }),
  profile: (name: string): SafetyLabel => ({ key: 'menu.profile', values: { name } }),
  space: { key: 'menu.space' } as SafetyLabel,
  event: { key: 'menu.event' } as SafetyLabel,
  generation: (summary: string): SafetyLabel => ({ key: 'menu.generation', values: { summary } }),
} as const;

/** The coach's button texts a form may choose ("Post anyway" unless told). */
export const coachText = {
  anyway: { key: 'coach.anyway' } as SafetyLabel,
  saveAnyway: { key: 'coach.saveAnyway' } as SafetyLabel,
} as const;

/** The rules' ids in their order (the domain's list); their titles and texts come from the catalogue. */
export const RULE_IDS: readonly CommunityRuleId[] = COMMUNITY_RULE_IDS;

const RULE_TITLES: Record<CommunityRuleId, SafetyKey> = {
  'be-kind': 'rule.be-kind.title',
  'keep-private-info-private': 'rule.keep-private-info-private.title',
  'stay-safe': 'rule.stay-safe.title',
  'keep-it-appropriate': 'rule.keep-it-appropriate.title',
  'no-hate': 'rule.no-hate.title',
  'no-spam': 'rule.no-spam.title',
  'respect-creators': 'rule.respect-creators.title',
};
const RULE_TEXTS: Record<CommunityRuleId, SafetyKey> = {
  'be-kind': 'rule.be-kind.text',
  'keep-private-info-private': 'rule.keep-private-info-private.text',
  'stay-safe': 'rule.stay-safe.text',
  'keep-it-appropriate': 'rule.keep-it-appropriate.text',
  'no-hate': 'rule.no-hate.text',
  'no-spam': 'rule.no-spam.text',
  'respect-creators': 'rule.respect-creators.text',
};

export const isRuleId = (id: string): id is CommunityRuleId => (COMMUNITY_RULE_IDS as readonly string[]).includes(id);
export const ruleTitle = (t: Translate, id: CommunityRuleId) => t(RULE_TITLES[id]);
export const ruleText = (t: Translate, id: CommunityRuleId) => t(RULE_TEXTS[id]);

/** Free, confidential services for young people, shown on /guidelines and after a self-harm report. */
export const HELP_RESOURCES = [
  { name: 'help.findAHelpline.name', detail: 'help.findAHelpline.detail', href: 'https://findahelpline.com' },
  { name: 'help.childline.name', detail: 'help.childline.detail', href: 'https://www.childline.org.uk' },
  { name: 'help.lifeline988.name', detail: 'help.lifeline988.detail', href: 'https://988lifeline.org' },
  { name: 'help.kidsHelpPhone.name', detail: 'help.kidsHelpPhone.detail', href: 'https://kidshelpphone.ca' },
  { name: 'help.kidsHelpline.name', detail: 'help.kidsHelpline.detail', href: 'https://kidshelpline.com.au' },
] as const satisfies ReadonlyArray<{ name: SafetyKey; detail: SafetyKey; href: string }>;

/** ICU select values: the ids as the catalogue's messages choose by them. */
export const reportTitle = (t: Translate, surface: ReportSurface) => t('report.title', { surface });
export const reasonLabel = (t: Translate, reason: ReportReason) => t('report.reason', { reason });
export const actionName = (t: Translate, action: AuditAction) => t('notices.action', { action });
