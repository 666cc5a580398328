import type { LearnRequest, UiLocale } from '@storyloom/domain';
import { offlineLocale } from './locales/index.js';
import type { WeeklyTime } from './locales/types.js';
import { keywordsOf, subjectOf } from './words.js';

const WEEKS: Record<WeeklyTime, number> = { '1-2': 8, '3-5': 6, '6-10': 5, '10+': 4 };

/** The offline learning path: weeks sized by the weekly time, steps by the level, topics from the goal. */
export function offlineLearningPath(
  { goal, level, weeklyTime }: LearnRequest,
  courseTitles: string[],
  locale: UiLocale = 'en',
): string {
  const text = offlineLocale(locale).learn;
  const topic = subjectOf(goal, locale);
  const keywords = keywordsOf(goal, 4, locale);
  const weeks = WEEKS[weeklyTime];
  const stages = text.stages[level];
  const lines = [text.title(topic), '', text.summary(level, weeklyTime, weeks), ''];
  for (let week = 1; week <= weeks; week += 1) {
    const stage = stages[Math.min(stages.length - 1, Math.floor(((week - 1) * stages.length) / weeks))] as string;
    const focus = keywords[(week - 1) % Math.max(keywords.length, 1)] ?? topic;
    lines.push(
      text.week(week, stage),
      text.focus(focus),
      text.practiceLine(text.practice[weeklyTime]),
      week === weeks ? text.milestone(topic) : text.checkIn,
      '',
    );
  }
  lines.push(text.coursesHeading);
  if (courseTitles.length) lines.push(...courseTitles.map((t) => `- ${t}`));
  else lines.push(text.noCourses);
  return lines.join('\n');
}
