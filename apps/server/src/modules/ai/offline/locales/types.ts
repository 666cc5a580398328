import type {
  ANALYSIS_TYPES,
  BUSINESS_GOALS,
  BUSINESS_TYPES,
  ContentType,
  EXPERIENCE_LEVELS,
  PLATFORMS,
  WEEKLY_TIME,
} from '@storyloom/domain';
import type { Genre, GenreKit } from '../genres.js';
import type { Picker } from '../words.js';

export type FictionType = 'story-outline' | 'character-profile' | 'dialogue' | 'setting';
export type SocialType = Exclude<ContentType, FictionType>;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type BusinessGoal = (typeof BUSINESS_GOALS)[number];
export type Level = (typeof EXPERIENCE_LEVELS)[number];
export type WeeklyTime = (typeof WEEKLY_TIME)[number];
export type Platform = (typeof PLATFORMS)[number];
export type Analysis = (typeof ANALYSIS_TYPES)[number];

/** What the story and social writers get: the prompt's subject and words, the genre kit, the picks. */
export interface StoryContext {
  subject: string;
  keywords: string[];
  kit: GenreKit;
  pick: Picker;
  hero: string;
  place: string;
}

export interface BusinessTypeKit {
  label: string;
  offers: string[];
  revenue: string[];
}

export interface BusinessGoalKit {
  label: string;
  focus: string;
  steps: string[];
  metrics: string[];
}

export interface BusinessContext {
  type: BusinessTypeKit;
  goal: BusinessGoalKit;
  /** The description's subject. */
  idea: string;
  /** Who the plan serves: from the description, else a general line. */
  audience: string;
  /** The description's first telling word, if any. */
  theme: string | undefined;
  pick: Picker;
}

export interface PlatformKit {
  label: string;
  /** Where the platform's own statistics are. */
  stats: string;
  /** One piece of content there ({unit} in the analysis texts) and several ({units}). */
  unit: string;
  units: string;
}

export interface AnalysisKit {
  label: string;
  collect: string[];
  questions: string[];
  actions: string[];
}

export interface AudienceContext {
  platform: PlatformKit;
  analysis: AnalysisKit;
  target: string;
  /** Replaces {unit} and {units} with the platform's words. */
  fill: (text: string) => string;
}

/**
 * Everything the offline generator writes, in one language (decision 1905). Word banks are
 * arrays; templates are functions of the inputs, so each language builds its own sentences
 * (word order, gender and article agreement) instead of filling English ones. A seeded picker
 * is passed in: the same inputs always read the same.
 */
export interface OfflineLocale {
  /** The language's name in English, for the model's system prompt ("Answer in Spanish."). */
  englishName: string;
  genres: Record<Genre, GenreKit>;
  story: Record<FictionType, (c: StoryContext) => string>;
  social: Record<SocialType, (c: StoryContext) => string>;
  business: {
    types: Record<BusinessType, BusinessTypeKit>;
    goals: Record<BusinessGoal, BusinessGoalKit>;
    /** Who the description says it serves ('... to other teens'): the phrase is the last match's group 1. */
    servedBy: RegExp;
    /** The audience line when the description names none. */
    generalAudience: (keywords: string[]) => string;
    plan: (c: BusinessContext) => string;
  };
  learn: {
    stages: Record<Level, readonly string[]>;
    practice: Record<WeeklyTime, string>;
    title: (topic: string) => string;
    summary: (level: Level, weeklyTime: WeeklyTime, weeks: number) => string;
    week: (week: number, stage: string) => string;
    focus: (focus: string) => string;
    practiceLine: (practice: string) => string;
    milestone: (topic: string) => string;
    checkIn: string;
    coursesHeading: string;
    noCourses: string;
  };
  audience: {
    platforms: Record<Platform, PlatformKit>;
    analyses: Record<Analysis, AnalysisKit>;
    plan: (c: AudienceContext) => string;
  };
}
