import type { COURSE_SUBJECTS, CourseStatus, EXPERIENCE_LEVELS, QuestionKind } from '@storyloom/domain';
import { useCallback } from 'react';
import { htmlLangOf, namespace, type Translate, useActiveLocale } from '@/i18n';
import type en from './messages/en.json';

export const { useT, T, translate } = namespace<typeof en>('studio');

export type StudioKey = Extract<keyof typeof en, string>;
export type StudioT = Translate<StudioKey>;

export const statusKeys = {
  draft: 'status.draft',
  published: 'status.published',
  archived: 'status.archived',
} as const satisfies Record<CourseStatus, StudioKey>;

export const statusExplainKeys = {
  draft: 'status.explain.draft',
  published: 'status.explain.published',
  archived: 'status.explain.archived',
} as const satisfies Record<CourseStatus, StudioKey>;

const categoryKeys = {
  Storytelling: 'category.storytelling',
  'AI Integration': 'category.aiIntegration',
  Entrepreneurship: 'category.entrepreneurship',
  'Content Creation': 'category.contentCreation',
  'Audience Engagement': 'category.audienceEngagement',
  Monetization: 'category.monetization',
} as const satisfies Record<(typeof COURSE_SUBJECTS)[number], StudioKey>;

/** A course category (its id is its English name) in the reader's language; an unknown one as it is. */
export function categoryLabel(t: StudioT, category: string): string {
  const key = (categoryKeys as Record<string, StudioKey | undefined>)[category];
  return key ? t(key) : category;
}

export const levelKeys = {
  beginner: 'level.beginner',
  intermediate: 'level.intermediate',
  advanced: 'level.advanced',
} as const satisfies Record<(typeof EXPERIENCE_LEVELS)[number], StudioKey>;

/** Sunday first, as the schedule stores them (weekday 0 = Sunday). */
export const weekdayKeys = [
  'weekday.0',
  'weekday.1',
  'weekday.2',
  'weekday.3',
  'weekday.4',
  'weekday.5',
  'weekday.6',
] as const satisfies readonly StudioKey[];

export const questionKindKeys = {
  single: 'quiz.kindSingle',
  multiple: 'quiz.kindMultiple',
  true_false: 'quiz.kindTrueFalse',
} as const satisfies Record<QuestionKind, StudioKey>;

/** Bytes as a person reads them ("2.5 MB", "2,5 MB"), in the interface's language. */
export function useFileSize(): (bytes: number) => string {
  const t = useT();
  const locale = htmlLangOf(useActiveLocale());
  return useCallback(
    (bytes: number) => {
      const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      if (bytes < 1024) return t('size.bytes', { n: new Intl.NumberFormat(locale).format(bytes) });
      if (bytes < 1024 * 1024) return t('size.kb', { n: oneDecimal.format(bytes / 1024) });
      return t('size.mb', { n: oneDecimal.format(bytes / 1024 / 1024) });
    },
    [t, locale],
  );
}

/** Seconds as m:ss (or h:mm:ss), whole seconds down as a player counts them; at least 0:01. */
export function clockTime(seconds: number): string {
  const total = Math.max(1, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
