import type { ANALYSIS_TYPES, AudienceRequest, PLATFORMS } from '@storyloom/domain';
import { capitalize } from './words.js';

type Platform = (typeof PLATFORMS)[number];
type Analysis = (typeof ANALYSIS_TYPES)[number];

const PLATFORM: Record<Platform, { label: string; stats: string; unit: string }> = {
  youtube: { label: 'YouTube', stats: 'YouTube Studio > Analytics', unit: 'video' },
  instagram: { label: 'Instagram', stats: 'Professional dashboard > Insights', unit: 'post or reel' },
  tiktok: { label: 'TikTok', stats: 'Creator tools > Analytics', unit: 'video' },
  blog: { label: 'Blog', stats: 'your site analytics (page views, referrers, time on page)', unit: 'article' },
  podcast: {
    label: 'Podcast',
    stats: "your podcast host's statistics and the Spotify/Apple dashboards",
    unit: 'episode',
  },
};

const ANALYSIS: Record<Analysis, { label: string; collect: string[]; questions: string[]; actions: string[] }> = {
  engagement: {
    label: 'Engagement',
    collect: ['likes, comments, shares and saves per {unit}', 'average watch or read time', 'replies to your comments'],
    questions: [
      'Which 3 {unit}s had the highest engagement rate, and what do they share?',
      'Where do people stop watching or reading?',
    ],
    actions: [
      'Open with the strongest moment',
      'End every {unit} with one clear question',
      'Reply to comments in the first hour',
    ],
  },
  audience: {
    label: 'Audience',
    collect: ['age range and locations', 'the times your followers are online', 'new vs returning viewers or readers'],
    questions: ['Is the audience you have the audience you want?', 'When are most of your followers active?'],
    actions: [
      'Publish when your followers are online',
      'Write one {unit} for the group you want to grow',
      'Ask your audience a survey question',
    ],
  },
  content: {
    label: 'Content',
    collect: [
      'your last 20 {unit}s with topic, format and length',
      'views or reach for each',
      'saves and shares for each',
    ],
    questions: ['Which topics and formats outperform your average?', 'Which {unit}s attract new followers?'],
    actions: [
      'Make a series from your best topic',
      'Retire the format that underperforms',
      'Repurpose the top {unit} for another platform',
    ],
  },
  trends: {
    label: 'Trends',
    collect: [
      'topics and sounds trending in your niche this month',
      'how your views changed week by week',
      'what similar creators post',
    ],
    questions: [
      'Which trend fits your voice without copying it?',
      'Is your growth rising, flat or falling over 8 weeks?',
    ],
    actions: [
      'Join one relevant trend a week',
      'Add your own twist to a trending format',
      'Track results for 4 weeks before deciding',
    ],
  },
};

/** The offline audience plan. It never fetches the link or profile: it says so and plans what to collect. */
export function offlineAudiencePlan({ platform, target, analysisType }: AudienceRequest): string {
  const p = PLATFORM[platform];
  const a = ANALYSIS[analysisType];
  const fill = (s: string) => s.replaceAll('{unit}', p.unit);
  return [
    `# ${a.label} Analysis Plan for ${p.label}`,
    '',
    `**Profile or link:** ${target}`,
    `> This plan was not made by reading ${target}: Storyloom does not fetch links or profiles. ` +
      `It tells you what to look at in ${p.stats} and how to read it.`,
    '',
    '## 1. Collect',
    ...a.collect.map((c) => `- ${capitalize(fill(c))}`),
    '',
    '## 2. Ask',
    ...a.questions.map((q) => `- ${fill(q)}`),
    '',
    '## 3. Act',
    ...a.actions.map((x, i) => `${i + 1}. ${fill(x)}.`),
    '',
    '## 4. Review',
    `Repeat this check every two weeks and compare with your notes; one change at a time shows what works on ${p.label}.`,
  ].join('\n');
}
