import {
  ANALYSIS_TYPES,
  BUSINESS_GOALS,
  BUSINESS_TYPES,
  CONTENT_TYPES,
  EXPERIENCE_LEVELS,
  GENRES,
  PLATFORMS,
  VIDEO_DURATIONS,
  VIDEO_STYLES,
  WEEKLY_TIME,
} from '@storyloom/domain';
import { useMemo } from 'react';
import { type ToolsKey, useT } from './i18n';

type Translate = ReturnType<typeof useT>;

const labelled = <T extends string>(t: Translate, group: string, values: readonly T[]) =>
  values.map((value) => ({ value, label: t(`labels.${group}.${value}` as ToolsKey) }));

/** The tools' option lists (ids from the domain) with their labels in the reader's language. */
export function useSelectOptions() {
  const t = useT();
  return useMemo(
    () => ({
      contentType: labelled(
        t,
        'contentType',
        CONTENT_TYPES.map((c) => c.value),
      ),
      genre: labelled(t, 'genre', GENRES),
      videoStyle: labelled(t, 'videoStyle', VIDEO_STYLES),
      videoDuration: VIDEO_DURATIONS.map((seconds) => ({ value: seconds, label: t('video.seconds', { seconds }) })),
      businessType: labelled(t, 'businessType', BUSINESS_TYPES),
      businessGoal: labelled(t, 'businessGoal', BUSINESS_GOALS),
      level: labelled(t, 'level', EXPERIENCE_LEVELS),
      weeklyTime: WEEKLY_TIME.map((range) => ({ value: range, label: t('learn.hours', { range }) })),
      platform: labelled(t, 'platform', PLATFORMS),
      analysisType: labelled(t, 'analysis', ANALYSIS_TYPES),
    }),
    [t],
  );
}
