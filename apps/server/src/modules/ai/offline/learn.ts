import type { EXPERIENCE_LEVELS, LearnRequest, WEEKLY_TIME } from '@storyloom/domain';
import { capitalize, keywordsOf, subjectOf } from './words.js';

type Level = (typeof EXPERIENCE_LEVELS)[number];
type WeeklyTime = (typeof WEEKLY_TIME)[number];

const WEEKS: Record<WeeklyTime, number> = { '1-2': 8, '3-5': 6, '6-10': 5, '10+': 4 };

const STAGES: Record<Level, string[]> = {
  beginner: [
    'Learn the basic vocabulary',
    'Follow a guided example',
    'Make a tiny first project',
    'Share it and ask for feedback',
  ],
  intermediate: [
    'Review the fundamentals quickly',
    'Study three strong examples',
    'Build a complete project',
    'Get critique and revise',
  ],
  advanced: [
    'Pick a specialty to go deep',
    'Break down expert work',
    'Ship an ambitious project',
    'Teach what you learned',
  ],
};

const PRACTICE: Record<WeeklyTime, string> = {
  '1-2': 'one focused session of about 90 minutes',
  '3-5': 'two or three sessions of 90 minutes',
  '6-10': 'four sessions of about 2 hours',
  '10+': 'a daily practice block of about 2 hours',
};

/** The offline learning path: weeks sized by the weekly time, steps by the level, topics from the goal. */
export function offlineLearningPath({ goal, level, weeklyTime }: LearnRequest, courseTitles: string[]): string {
  const topic = subjectOf(goal);
  const keywords = keywordsOf(goal, 4);
  const weeks = WEEKS[weeklyTime];
  const stages = STAGES[level];
  const lines = [
    `# Learning Path: ${capitalize(topic)}`,
    '',
    `**Level:** ${capitalize(level)} · **Time:** ${weeklyTime} hours a week · **Length:** ${weeks} weeks`,
    '',
  ];
  for (let week = 1; week <= weeks; week += 1) {
    const stage = stages[Math.min(stages.length - 1, Math.floor(((week - 1) * stages.length) / weeks))] as string;
    const focus = keywords[(week - 1) % Math.max(keywords.length, 1)] ?? topic;
    lines.push(
      `## Week ${week}: ${stage}`,
      `- Focus: ${focus}.`,
      `- Practice: ${PRACTICE[weeklyTime]}.`,
      week === weeks
        ? `- Milestone: finish and share a project that shows ${topic}.`
        : '- Check-in: note one thing that clicked and one question.',
      '',
    );
  }
  lines.push('## Courses from the Storyloom catalogue');
  if (courseTitles.length) lines.push(...courseTitles.map((t) => `- ${t}`));
  else lines.push('- No catalogue course matches this goal yet; browse all courses to find a related one.');
  return lines.join('\n');
}
