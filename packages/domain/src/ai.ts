import { z } from 'zod';
import { pageOf, paginationQuerySchema } from './api.js';
import {
  AI_DEFAULTS,
  ANALYSIS_TYPES,
  BUSINESS_GOALS,
  BUSINESS_TYPES,
  CONTENT_TYPES,
  EXPERIENCE_LEVELS,
  GENRES,
  PLATFORMS,
  VIDEO_DURATIONS,
  VIDEO_STYLES,
  WEEKLY_TIME,
} from './options.js';

export { AI_TOOL_TABS, type AiToolTab, DEFAULT_AI_TAB, tabFromHash } from './ai-tool-tabs.js';

/** What a saved generation was made by: the configured model, the built-in generator, or the preview clip. */
export const AI_ENGINES = ['model', 'offline', 'preview'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/** The clip the video tool shows until a video model is connected (a small file shipped with the web app). */
export const PREVIEW_CLIP_URL = '/media/sample-lesson.mp4';

/** Tools that keep a history (sound has none: it is not released). */
export const AI_GENERATION_TOOLS = ['story', 'video', 'business', 'learn', 'audience'] as const;
export type AiGenerationTool = (typeof AI_GENERATION_TOOLS)[number];

/** The AI tools' fixed texts, verbatim (decision 1401). */
export const aiMessages = {
  pageTitle: 'AI Tools',
  toolsAvailable: '6 AI Tools Available',
  lastGenerated: 'Last generated',
  never: 'Never',
  errorTitle: 'Error',
  emptyPrompt: 'Please enter a story prompt',
  storyGeneratedTitle: 'Story Generated',
  storyGeneratedText: 'Your story has been successfully generated!',
  storyFailed: 'Failed to generate story. Please try again.',
  storyDownloadTitle: 'Download Started',
  storyDownloadText: 'Your story is being downloaded.',
  videoDownloadTitle: 'Download started',
  videoDownloadText: 'Your video download has started.',
  linkCopiedTitle: 'Link copied',
  linkCopiedText: 'Video link copied to clipboard.',
  editPlan: 'Edit Plan',
  downloadPlan: 'Download Plan',
  /** Logged (never shown) when the provider answers with a non-OK status. */
  apiError: (message: string) => `API error: ${message}`,
} as const;

/** The Sound tool's 'Coming Soon' panel; its past release date is kept on purpose (decision 0605). */
export const soundTool = {
  comingSoon: 'Coming Soon',
  progress: 50,
  expectedRelease: 'Q4 2023',
  applyForBeta: 'Apply for Beta',
  items: [
    { label: 'Noise removal', done: true },
    { label: 'Voice enhancement', done: true },
    { label: 'AI music generation', done: false },
    { label: 'Podcast editing assistant', done: false },
  ],
} as const;

/** Our own input limits, enforced by these schemas on both sides. */
export const AI_LIMITS = {
  promptMax: 2000,
  descriptionMax: 2000,
  goalMax: 500,
  targetMax: 300,
  /** An edited plan or text; a model answer of 2000 tokens is ~8,000 characters. */
  outputMax: 20_000,
} as const;

const CONTENT_TYPE_VALUES = CONTENT_TYPES.map((c) => c.value) as [
  (typeof CONTENT_TYPES)[number]['value'],
  ...(typeof CONTENT_TYPES)[number]['value'][],
];

/** The AI tools' field messages (errors catalogue: errors.ai.*). */
export const aiFieldTexts = {
  required: 'This field is required',
  keepUnder: (max: number) => `Keep it under ${max} characters`,
  audienceTarget: 'Enter a link (https://...) or a profile handle (@name)',
} as const;

function requiredText(max: number, emptyMessage: string = aiFieldTexts.required) {
  return z.string().trim().min(1, emptyMessage).max(max, aiFieldTexts.keepUnder(max));
}

export const storyRequestSchema = z.strictObject({
  prompt: requiredText(AI_LIMITS.promptMax, aiMessages.emptyPrompt),
  contentType: z.enum(CONTENT_TYPE_VALUES).default(AI_DEFAULTS.contentType),
  genre: z.enum(GENRES).default(AI_DEFAULTS.genre),
});
export type StoryRequest = z.infer<typeof storyRequestSchema>;

export const videoRequestSchema = z.strictObject({
  prompt: requiredText(AI_LIMITS.promptMax),
  style: z.enum(VIDEO_STYLES).default(AI_DEFAULTS.videoStyle),
  duration: z.literal(VIDEO_DURATIONS).default(AI_DEFAULTS.videoDuration),
});
export type VideoRequest = z.infer<typeof videoRequestSchema>;

export const businessRequestSchema = z.strictObject({
  type: z.enum(BUSINESS_TYPES).default(AI_DEFAULTS.businessType),
  goal: z.enum(BUSINESS_GOALS).default(AI_DEFAULTS.businessGoal),
  description: requiredText(AI_LIMITS.descriptionMax),
});
export type BusinessRequest = z.infer<typeof businessRequestSchema>;

export const learnRequestSchema = z.strictObject({
  goal: requiredText(AI_LIMITS.goalMax),
  level: z.enum(EXPERIENCE_LEVELS),
  weeklyTime: z.enum(WEEKLY_TIME),
});
export type LearnRequest = z.infer<typeof learnRequestSchema>;

/** A web address (http or https) or a profile handle such as @name. */
const audienceTarget = requiredText(AI_LIMITS.targetMax).refine(
  (v) => /^@?[\w.-]{2,}$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
  aiFieldTexts.audienceTarget,
);

export const audienceRequestSchema = z.strictObject({
  platform: z.enum(PLATFORMS),
  target: audienceTarget,
  analysisType: z.enum(ANALYSIS_TYPES),
});
export type AudienceRequest = z.infer<typeof audienceRequestSchema>;

export const aiGenerationSchema = z.object({
  id: z.string(),
  tool: z.enum(AI_GENERATION_TOOLS),
  inputs: z.record(z.string(), z.unknown()),
  output: z.string(),
  engine: z.enum(AI_ENGINES),
  createdAt: z.string(),
});
export type AiGeneration = z.infer<typeof aiGenerationSchema>;

export const aiGenerationPageSchema = pageOf(aiGenerationSchema);
export type AiGenerationPage = z.infer<typeof aiGenerationPageSchema>;

export const aiHistoryQuerySchema = paginationQuerySchema.extend({
  tool: z.enum(AI_GENERATION_TOOLS),
  pageSize: z.coerce.number().int().min(1).max(50).default(5),
});

export const aiGenerationUpdateSchema = z.strictObject({
  output: requiredText(AI_LIMITS.outputMax),
});

/** The video tool's answer: the saved generation and the clip to show. */
export const videoResultSchema = z.object({ generation: aiGenerationSchema, videoUrl: z.string() });
export type VideoResult = z.infer<typeof videoResultSchema>;

export const courseLinkSchema = z.object({ id: z.string(), title: z.string(), href: z.string() });
export type CourseLink = z.infer<typeof courseLinkSchema>;

export const courseMatchQuerySchema = paginationQuerySchema.extend({
  goal: requiredText(AI_LIMITS.goalMax),
  level: z.enum(EXPERIENCE_LEVELS),
  pageSize: z.coerce.number().int().min(1).max(10).default(3),
});

export const betaStatusSchema = z.object({ applied: z.boolean() });

/**
 * The streamed answer of a text tool, one JSON object per line (application/x-ndjson):
 * start (which engine writes; a second start means the model failed mid-way and the offline
 * generator starts over, so the text so far is dropped), delta (the next piece of text),
 * done (the saved generation), error (nothing was saved).
 */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), engine: z.enum(AI_ENGINES) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), generation: aiGenerationSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** File names of the story, business plan and video downloads. */
export const downloadNames = {
  story: (contentType: string, at: Date = new Date()) => `story-${contentType}-${isoDate(at)}.md`,
  businessPlan: (type: string, goal: string) => `${type}-${goal}-business-plan.md`,
  video: (at: Date = new Date()) => `ai-generated-video-${at.getTime()}.mp4`,
} as const;
