import type { BusinessRequest, UiLocale } from '@storyloom/domain';
import { offlineLocale } from './locales/index.js';
import { keywordsOf, seededPicker, subjectOf } from './words.js';

/** Who the description says it serves ('... to other teens', '... for busy parents'), else a general line. */
function audienceOf(description: string, locale: UiLocale): string {
  const { servedBy, generalAudience } = offlineLocale(locale).business;
  const served = [...description.matchAll(servedBy)].at(-1)?.[1]?.trim();
  if (served) return served;
  return generalAudience(keywordsOf(description, 2, locale));
}

/** The offline business plan: built from the type, the goal and the words of the description. */
export function offlineBusinessPlan({ type, goal, description }: BusinessRequest, locale: UiLocale = 'en'): string {
  const text = offlineLocale(locale).business;
  return text.plan({
    type: text.types[type],
    goal: text.goals[goal],
    idea: subjectOf(description, locale),
    pick: seededPicker(type, goal, description),
    audience: audienceOf(description, locale),
    theme: keywordsOf(description, 1, locale)[0],
  });
}
