import {
  COMMUNITY_RULE_IDS,
  type CommunityRuleId,
  type ModerationAction,
  type ModerationActionBody,
  MUTE_HOURS_MAX,
  type ReportSurface,
  SUSPEND_DAYS_MAX,
} from '@storyloom/domain';
import type { ModerationKey } from './i18n';

export interface ActionDraft {
  action: ModerationAction;
  ruleId: string;
  note: string;
  hours: string;
  days: string;
}

export const emptyDraft: ActionDraft = { action: 'remove', ruleId: '', note: '', hours: '24', days: '7' };

/** What is missing, as catalogue keys; `form.numberRequired` takes the field's `max` (MUTE_HOURS_MAX, SUSPEND_DAYS_MAX). */
export type ActionErrors = Partial<Record<'ruleId' | 'hours' | 'days', ModerationKey>>;

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= max ? n : null;
}

/**
 * The body of POST /api/moderation/actions from the form, or what is missing: a rule always, the
 * hours of a mute and the days of a suspension (and only those).
 */
export function actionBody(
  item: { surface: ReportSurface; itemId: string },
  draft: ActionDraft,
): { body: ModerationActionBody } | { errors: ActionErrors } {
  const errors: ActionErrors = {};
  const ruleId = (COMMUNITY_RULE_IDS as readonly string[]).includes(draft.ruleId)
    ? (draft.ruleId as CommunityRuleId)
    : null;
  if (!ruleId) errors.ruleId = 'form.ruleRequired';
  const hours = draft.action === 'mute' ? wholeNumber(draft.hours, MUTE_HOURS_MAX) : undefined;
  if (hours === null) errors.hours = 'form.numberRequired';
  const days = draft.action === 'suspend' ? wholeNumber(draft.days, SUSPEND_DAYS_MAX) : undefined;
  if (days === null) errors.days = 'form.numberRequired';
  if (!ruleId || hours === null || days === null) return { errors };
  const note = draft.note.trim();
  return {
    body: {
      surface: item.surface,
      itemId: item.itemId,
      action: draft.action,
      ruleId,
      ...(note ? { note } : {}),
      ...(hours !== undefined ? { hours } : {}),
      ...(days !== undefined ? { days } : {}),
    },
  };
}
