import type { LandingFeatureKey } from '@storyloom/domain';
import { Clapperboard, type LucideIcon, PenLine, Users, Wrench } from 'lucide-react';

type Media = { icon: LucideIcon; images: ReadonlyArray<{ src: string; alt: string }> };

/** Our own illustrations (apps/web/public/illustrations) and an icon per landing feature. */
export const featureMedia: Record<LandingFeatureKey, Media> = {
  storytelling: {
    icon: PenLine,
    images: [
      { src: '/illustrations/storytelling-outline.svg', alt: 'A story outline drawn as a rising and falling arc' },
      { src: '/illustrations/storytelling-characters.svg', alt: 'Two character profile cards' },
    ],
  },
  video: {
    icon: Clapperboard,
    images: [
      { src: '/illustrations/video-storyboard.svg', alt: 'Three storyboard frames above a play button' },
      { src: '/illustrations/video-timeline.svg', alt: 'A video editor with a preview and a timeline' },
    ],
  },
  community: {
    icon: Users,
    images: [
      { src: '/illustrations/community-spaces.svg', alt: 'Creators connected around a shared space' },
      { src: '/illustrations/community-events.svg', alt: 'An events calendar beside a leaderboard podium' },
    ],
  },
  creator: {
    icon: Wrench,
    images: [
      { src: '/illustrations/creator-calendar.svg', alt: 'A content calendar with planned posts' },
      { src: '/illustrations/creator-insights.svg', alt: 'Audience charts on a creator dashboard' },
    ],
  },
};
