import type { StoryContext } from './locales/types.js';
import { hashtag } from './words.js';

/** The fixed hints the offline output carries (a 30-hashtag maximum, posting 3 times a week). */
export const HASHTAG_MAX = 30;
export const POSTS_PER_WEEK = 3;

/** The prompt's keywords and the genre as hashtags, then the platform's own, at most HASHTAG_MAX. */
export function hashtagsFor({ keywords, kit }: StoryContext, extra: string[]): string[] {
  const genre = hashtag(kit.label.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const tags = [...keywords.map((k) => hashtag([k])), genre, ...extra];
  return [...new Set(tags)].slice(0, HASHTAG_MAX);
}
