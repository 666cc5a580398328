// Option lists and their defaults: values and labels verbatim (decision 1401).

export const CONTENT_TYPES = [
  { value: 'story-outline', label: 'Story Outline' },
  { value: 'character-profile', label: 'Character Profile' },
  { value: 'dialogue', label: 'Dialogue Scene' },
  { value: 'setting', label: 'Setting Description' },
  { value: 'youtube', label: 'YouTube Script' },
  { value: 'tiktok', label: 'TikTok Script' },
  { value: 'linkedin', label: 'LinkedIn Post' },
  { value: 'twitter', label: 'Twitter/X Post' },
  { value: 'instagram', label: 'Instagram Caption' },
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number]['value'];

export const GENRES = ['fantasy', 'sci-fi', 'mystery', 'romance', 'comedy', 'drama'] as const;
export const VIDEO_STYLES = ['cinematic', 'animation', 'realistic', 'stylized', 'abstract'] as const;
export const VIDEO_DURATIONS = [5, 10, 15, 30, 60] as const;
export const BUSINESS_TYPES = ['content-creator', 'digital-products', 'coaching', 'freelance', 'other'] as const;
export const BUSINESS_GOALS = ['start', 'grow', 'monetize', 'diversify'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const WEEKLY_TIME = ['1-2', '3-5', '6-10', '10+'] as const;
export const PLATFORMS = ['youtube', 'instagram', 'tiktok', 'blog', 'podcast'] as const;
export const ANALYSIS_TYPES = ['engagement', 'audience', 'content', 'trends'] as const;

export const AI_DEFAULTS = {
  contentType: 'story-outline',
  genre: 'fantasy',
  videoStyle: 'cinematic',
  videoDuration: 15,
  businessType: 'content-creator',
  businessGoal: 'start',
} as const;

export const WAITING_LIST_ROLES = [
  'student',
  'parent',
  'educator',
  'school_admin',
  'content_creator',
  'other',
] as const;
export const WAITING_LIST_INTERESTS = [
  'storytelling',
  'entrepreneurship',
  'content_creation',
  'digital_marketing',
] as const;
export type WaitingListRole = (typeof WAITING_LIST_ROLES)[number];
export type WaitingListInterest = (typeof WAITING_LIST_INTERESTS)[number];
export const CONTACT_STATUSES = ['unread', 'read', 'responded'] as const;

export const COURSE_CATEGORIES = [
  'All',
  'Storytelling',
  'AI Integration',
  'Entrepreneurship',
  'Content Creation',
  'Audience Engagement',
  'Monetization',
] as const;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
