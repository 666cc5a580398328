import {
  type AudienceRequest,
  type BusinessRequest,
  CONTENT_TYPES,
  type LearnRequest,
  type StoryRequest,
  type UiLocale,
} from '@storyloom/domain';
import { GENRE_KITS } from './offline/genres.js';
import { offlineLocale } from './offline/locales/index.js';
import { HASHTAG_MAX, POSTS_PER_WEEK } from './offline/social.js';
import type { ChatMessage } from './provider/chat-completions.js';

const AUDIENCE = 'Your readers are young creators (middle and high school students). Keep it age-appropriate.';
const FORMAT = 'Answer in Markdown with headings and short paragraphs.';

/** For a member who reads another language than English, one more line: "Answer in Spanish." (decision 1905). */
function inLanguage(locale: UiLocale): string {
  return locale === 'en' ? '' : `\nAnswer in ${offlineLocale(locale).englishName}.`;
}

const CONTENT_TASKS: Record<StoryRequest['contentType'], string> = {
  'story-outline': 'Create a detailed story outline in three acts, with a logline, key beats, a twist and themes.',
  'character-profile': 'Create a rich character profile: personality, motivation, flaw, arc and a memorable detail.',
  dialogue: 'Write a dialogue scene between two characters, with short stage directions.',
  setting: 'Write a vivid setting description with sensory details, history and how it drives the story.',
  youtube: 'Write a YouTube video script with a hook, intro, main points, a call to action and tags.',
  tiktok: `Write a 30-second TikTok script with timed beats, a caption and hashtags (at most ${HASHTAG_MAX}).`,
  linkedin: 'Write a LinkedIn post that tells a short story and ends with a question and a few hashtags.',
  twitter: 'Write a Twitter/X thread of five numbered tweets, each under 280 characters.',
  instagram: `Write an Instagram caption with emojis and hashtags (Instagram allows at most ${HASHTAG_MAX}).`,
};

const SOCIAL = new Set(['youtube', 'tiktok', 'linkedin', 'twitter', 'instagram']);

/** The system message is chosen by content type and genre; the user message is the prompt. */
export function storyMessages({ prompt, contentType, genre }: StoryRequest, locale: UiLocale = 'en'): ChatMessage[] {
  const kit = GENRE_KITS[genre];
  const label = CONTENT_TYPES.find((c) => c.value === contentType)?.label ?? contentType;
  const role = SOCIAL.has(contentType)
    ? `You are a social media content expert who writes ${label}s with a ${kit.tone} ${kit.label.toLowerCase()} flavour.`
    : `You are a creative writing assistant specialising in ${kit.label.toLowerCase()} stories with a ${kit.tone} tone.`;
  const hint = SOCIAL.has(contentType) ? ` Add a tip to post ${POSTS_PER_WEEK} times weekly.` : '';
  return [
    {
      role: 'system',
      content: `${role} ${CONTENT_TASKS[contentType]}${hint} ${AUDIENCE} ${FORMAT}${inLanguage(locale)}`,
    },
    { role: 'user', content: prompt },
  ];
}

export function businessMessages({ type, goal, description }: BusinessRequest, locale: UiLocale = 'en'): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are a business coach for young entrepreneurs. Write a practical business plan with an executive ' +
        'summary, target audience, offer, revenue streams, strategy, a 90-day action plan, metrics and risks. ' +
        `${AUDIENCE} ${FORMAT}${inLanguage(locale)}`,
    },
    { role: 'user', content: `Business type: ${type}\nGoal: ${goal}\nDescription: ${description}` },
  ];
}

export function learnMessages(
  { goal, level, weeklyTime }: LearnRequest,
  courseTitles: string[],
  locale: UiLocale = 'en',
): ChatMessage[] {
  const courses = courseTitles.length
    ? `Recommend these Storyloom catalogue courses where they fit: ${courseTitles.join('; ')}.`
    : 'Do not invent course names.';
  return [
    {
      role: 'system',
      content:
        "You are a learning coach. Write a week-by-week learning path sized to the learner's weekly time, with a " +
        `focus, practice and a milestone for each week. ${courses} ${AUDIENCE} ${FORMAT}${inLanguage(locale)}`,
    },
    { role: 'user', content: `Goal: ${goal}\nExperience level: ${level}\nTime per week: ${weeklyTime} hours` },
  ];
}

export function audienceMessages(
  { platform, target, analysisType }: AudienceRequest,
  locale: UiLocale = 'en',
): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are an audience analytics coach. You cannot open links or read profiles: never claim you did. Write ' +
        "an analysis plan saying what data to collect in the platform's own statistics, which questions to ask " +
        `and which actions to take. ${AUDIENCE} ${FORMAT}${inLanguage(locale)}`,
    },
    { role: 'user', content: `Platform: ${platform}\nProfile or link: ${target}\nAnalysis type: ${analysisType}` },
  ];
}
