import type { AudienceRequest, UiLocale } from '@storyloom/domain';
import { offlineLocale } from './locales/index.js';

/** The offline audience plan. It never fetches the link or profile: it says so and plans what to collect. */
export function offlineAudiencePlan(
  { platform, target, analysisType }: AudienceRequest,
  locale: UiLocale = 'en',
): string {
  const text = offlineLocale(locale).audience;
  const p = text.platforms[platform];
  const fill = (s: string) => s.replaceAll('{units}', p.units).replaceAll('{unit}', p.unit);
  return text.plan({ platform: p, analysis: text.analyses[analysisType], target, fill });
}
