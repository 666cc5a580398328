import type { StoryRequest, UiLocale } from '@storyloom/domain';
import { offlineLocale } from './locales/index.js';
import type { FictionType, SocialType, StoryContext } from './locales/types.js';
import { keywordsOf, seededPicker, subjectOf } from './words.js';

const FICTION = new Set<string>(['story-outline', 'character-profile', 'dialogue', 'setting']);

/**
 * The offline story tool: every content type, shaped by the prompt's subject and the genre, in
 * the member's language. The picks are seeded by the inputs only: the same request reads the same.
 */
export function offlineStory({ prompt, contentType, genre }: StoryRequest, locale: UiLocale = 'en'): string {
  const text = offlineLocale(locale);
  const kit = text.genres[genre];
  const pick = seededPicker(prompt, contentType, genre);
  const context: StoryContext = {
    subject: subjectOf(prompt, locale),
    keywords: keywordsOf(prompt, 5, locale),
    kit,
    pick,
    hero: pick.pick(kit.names),
    place: pick.pick(kit.places),
  };
  if (FICTION.has(contentType)) return text.story[contentType as FictionType](context);
  return text.social[contentType as SocialType](context);
}
