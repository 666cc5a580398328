import { Clapperboard, type LucideIcon, PenLine, Users, Wrench } from 'lucide-react';
import type { MarketingKey } from './i18n';

export const LANDING_FEATURE_KEYS = ['storytelling', 'video', 'community', 'creator'] as const;
export type LandingFeatureKey = (typeof LANDING_FEATURE_KEYS)[number];

type Media = { icon: LucideIcon; images: readonly string[]; capabilities: number; steps: number; note?: true };

/** Our own illustrations (apps/web/public/illustrations), an icon, and how many lines each list has. */
export const featureMedia: Record<LandingFeatureKey, Media> = {
  storytelling: {
    icon: PenLine,
    images: ['/illustrations/storytelling-outline.svg', '/illustrations/storytelling-characters.svg'],
    capabilities: 4,
    steps: 3,
  },
  video: {
    icon: Clapperboard,
    images: ['/illustrations/video-storyboard.svg', '/illustrations/video-timeline.svg'],
    capabilities: 4,
    steps: 3,
  },
  community: {
    icon: Users,
    images: ['/illustrations/community-spaces.svg', '/illustrations/community-events.svg'],
    capabilities: 4,
    steps: 3,
    note: true,
  },
  creator: {
    icon: Wrench,
    images: ['/illustrations/creator-calendar.svg', '/illustrations/creator-insights.svg'],
    capabilities: 4,
    steps: 3,
  },
};

/** A feature's text key, e.g. featureKey('video', 'title') → `feature.video.title`. */
export function featureKey(feature: LandingFeatureKey, part: string): MarketingKey {
  return `feature.${feature}.${part}` as MarketingKey;
}

/** The numbered keys of a list: `feature.video.capability.0` … */
export function featureList(feature: LandingFeatureKey, list: 'capability' | 'step'): MarketingKey[] {
  const count = list === 'capability' ? featureMedia[feature].capabilities : featureMedia[feature].steps;
  return Array.from({ length: count }, (_, i) => featureKey(feature, `${list}.${i}`));
}

export function imageAltKey(feature: LandingFeatureKey, index: number): MarketingKey {
  return `media.${feature}.${index}` as MarketingKey;
}
