import type { ContentType } from '@storyloom/domain';
import type { StoryContext } from './story.js';
import { capitalize, hashtag } from './words.js';

/** The fixed hints the offline output carries (a 30-hashtag maximum, posting 3 times a week). */
export const HASHTAG_MAX = 30;
export const POSTS_PER_WEEK = 3;
const POSTING_HINT = `Consistency tip: post ${POSTS_PER_WEEK} times weekly and reuse what performs best.`;

function hashtagsFor({ keywords, kit }: StoryContext, extra: string[]): string[] {
  const tags = [...keywords.map((k) => hashtag([k])), hashtag([kit.label.replace('-', '')]), ...extra];
  return [...new Set(tags)].slice(0, HASHTAG_MAX);
}

function youtube(c: StoryContext): string {
  return [
    `# YouTube Script: ${capitalize(c.subject)}`,
    `*Style: ${c.kit.tone} (${c.kit.label})*`,
    '',
    '## Hook (0:00-0:15)',
    `"What if I told you ${c.subject} could change the way you see ${c.keywords[1] ?? 'everything'}?"`,
    '',
    '## Intro (0:15-0:45)',
    `Introduce yourself and promise the payoff: by the end, viewers will understand ${c.subject}.`,
    '',
    '## Main content',
    `1. The setup: picture ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `2. The problem: ${c.pick.pick(c.kit.conflicts)}.`,
    `3. The turn: ${c.pick.pick(c.kit.twists)}.`,
    '4. The lesson your audience can use today.',
    '',
    '## Call to action',
    'Ask viewers to comment with their own version, like the video and subscribe for the next episode.',
    '',
    `**Tags:** ${hashtagsFor(c, ['#YouTube', '#Storytelling']).join(' ')}`,
    '',
    POSTING_HINT,
  ].join('\n');
}

function tiktok(c: StoryContext): string {
  return [
    `# TikTok Script: ${capitalize(c.subject)}`,
    '',
    `**0-3 s (hook):** On-screen text: "Nobody talks about ${c.subject}..."`,
    `**3-10 s:** Quick cuts that set the scene: ${c.place}.`,
    `**10-20 s:** The twist, ${c.kit.tone}: ${c.pick.pick(c.kit.twists)}.`,
    '**20-30 s:** Payoff and a question for the comments.',
    '',
    `**Sound:** a trending audio that matches a ${c.kit.label.toLowerCase()} mood.`,
    `**Caption:** ${capitalize(c.subject)}. Wait for the ending.`,
    `**Hashtags:** ${hashtagsFor(c, ['#TikTok', '#StoryTime', '#fyp']).join(' ')}`,
    '',
    `Keep hashtags focused: TikTok and Instagram allow a ${HASHTAG_MAX}-hashtag maximum, and 3-5 relevant ones work best.`,
    POSTING_HINT,
  ].join('\n');
}

function linkedin(c: StoryContext): string {
  return [
    `${capitalize(c.subject)}: here is what it taught me.`,
    '',
    `A while ago I faced a moment that felt like a ${c.kit.label.toLowerCase()} plot: ${c.pick.pick(c.kit.conflicts)}.`,
    '',
    'Three lessons I took away:',
    `1. Start before you feel ready: ${c.keywords[0] ?? 'the work'} rewards momentum.`,
    '2. Ask for help early; the best ideas came from other people.',
    `3. Expect the twist: ${c.pick.pick(c.kit.twists)}.`,
    '',
    'What would you add? Share your experience in the comments.',
    '',
    hashtagsFor(c, ['#Creators', '#Learning']).slice(0, 5).join(' '),
    '',
    POSTING_HINT,
  ].join('\n');
}

function twitter(c: StoryContext): string {
  const tweets = [
    `1/ ${capitalize(c.subject)}. A short thread 🧵`,
    `2/ Picture ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `3/ Then ${c.pick.pick(c.kit.conflicts)}.`,
    `4/ Plot twist: ${c.pick.pick(c.kit.twists)}.`,
    `5/ The ending? ${capitalize(c.pick.pick(c.kit.endings))}. Reply with how you'd write it. ${hashtagsFor(c, []).slice(0, 2).join(' ')}`,
  ].map((t) => (t.length > 280 ? `${t.slice(0, 277)}...` : t));
  return ['# Twitter/X Thread', '', ...tweets.flatMap((t) => [t, '']), POSTING_HINT].join('\n');
}

function instagram(c: StoryContext): string {
  const tags = hashtagsFor(c, ['#Instagram', '#Storytelling', '#CreatorsOfInstagram', '#WritingCommunity']);
  return [
    `✨ ${capitalize(c.subject)} ✨`,
    '',
    `${capitalize(c.place)}. ${capitalize(c.pick.pick(c.kit.senses))}. ${capitalize(c.pick.pick(c.kit.conflicts))}...`,
    '',
    'Swipe to see how it ends ➡️ and tell us in the comments what you would do next.',
    '',
    tags.join(' '),
    '',
    `Hashtag note: Instagram allows a ${HASHTAG_MAX}-hashtag maximum; this caption uses ${tags.length}.`,
    POSTING_HINT,
  ].join('\n');
}

const SOCIAL: Partial<Record<ContentType, (c: StoryContext) => string>> = {
  youtube,
  tiktok,
  linkedin,
  twitter,
  instagram,
};

export function socialText(contentType: ContentType, context: StoryContext): string {
  const write = SOCIAL[contentType];
  if (!write) throw new Error(`no offline writer for ${contentType}`);
  return write(context);
}
