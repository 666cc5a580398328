import {
  ANALYSIS_TYPES,
  aiText,
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

const l = aiText.labels;
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The tools' option lists with their labels, ready for a select. */
export const selectOptions = {
  contentType: CONTENT_TYPES,
  genre: labelled(GENRES, l.genre),
  videoStyle: labelled(VIDEO_STYLES, l.videoStyle),
  videoDuration: VIDEO_DURATIONS.map((s) => ({ value: s, label: aiText.video.seconds(s) })),
  businessType: labelled(BUSINESS_TYPES, l.businessType),
  businessGoal: labelled(BUSINESS_GOALS, l.businessGoal),
  level: labelled(EXPERIENCE_LEVELS, l.level),
  weeklyTime: WEEKLY_TIME.map((w) => ({ value: w, label: aiText.learn.hours(w) })),
  platform: labelled(PLATFORMS, l.platform),
  analysisType: labelled(ANALYSIS_TYPES, l.analysis),
} as const;
