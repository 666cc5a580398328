import { z } from 'zod';
import { pageOf } from './api.js';
import { courseCategorySchema } from './courses.js';
import { EXPERIENCE_LEVELS } from './options.js';
import { studioMaterialSchema } from './studio-media.js';
import { studioQuizSchema } from './studio-quiz.js';

/**
 * The course studio (issue 17): instructors and admins author courses. A course is a draft until
 * it is published; an archived course leaves the catalogue and stays readable to its learners.
 */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * The lesson kinds the studio writes. A text lesson is markdown, shown without raw HTML; a video
 * lesson plays an uploaded MP4 or WebM (its `body` is optional notes shown under the player).
 */
export const LESSON_KINDS = ['text', 'video'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export const STUDIO_LIMITS = {
  title: 120,
  summary: 300,
  description: 5000,
  learningPoint: 200,
  learningPoints: 10,
  prerequisite: 200,
  prerequisites: 10,
  instructorName: 80,
  instructorTitle: 120,
  instructorBio: 1000,
  durationWeeks: 52,
  moduleTitle: 120,
  moduleDescription: 2000,
  modules: 50,
  lessonTitle: 120,
  lessonBody: 50_000,
  lessonMinutes: 600,
  lessons: 50,
} as const;
export const STUDIO_PAGE_SIZE = 20;

/** The studio's error texts: ours, the spec has no studio. */
export const studioErrors = {
  courseNotFound: 'This course does not exist or is not yours',
  moduleNotFound: 'This module does not exist in the course',
  lessonNotFound: 'This lesson does not exist in the module',
  orderMismatch: 'The new order must name every item exactly once; reload and try again',
  incomplete: 'The course is not ready to publish',
  statusChange:
    'A course can go from draft to published, from published to archived, and from archived back to published',
  lastLesson: 'A module of a published course keeps at least one lesson; add another before removing this one',
  lastModule: 'A published course keeps at least one module; archive the course instead',
  deletePublished: 'Only a draft can be deleted; archive a published course instead',
} as const;

const fieldTexts = (max: number, what: string) => ({
  required: `Please enter ${what}`,
  tooLong: `${what[0]?.toUpperCase()}${what.slice(1)} can be at most ${max} characters`,
});

/** The studio forms' field messages, one pair per field (errors catalogue: errors.studio.*). */
export const studioFieldTexts = {
  title: fieldTexts(STUDIO_LIMITS.title, 'a title'),
  summary: fieldTexts(STUDIO_LIMITS.summary, 'the summary'),
  description: fieldTexts(STUDIO_LIMITS.description, 'a description'),
  learningPoint: fieldTexts(STUDIO_LIMITS.learningPoint, 'a learning point'),
  instructorName: fieldTexts(STUDIO_LIMITS.instructorName, 'the instructor’s name'),
  instructorTitle: fieldTexts(STUDIO_LIMITS.instructorTitle, 'the instructor’s title'),
  instructorBio: fieldTexts(STUDIO_LIMITS.instructorBio, 'the instructor’s bio'),
  prerequisite: fieldTexts(STUDIO_LIMITS.prerequisite, 'a prerequisite'),
  moduleTitle: fieldTexts(STUDIO_LIMITS.moduleTitle, 'a module title'),
  moduleDescription: fieldTexts(STUDIO_LIMITS.moduleDescription, 'the module description'),
  lessonTitle: fieldTexts(STUDIO_LIMITS.lessonTitle, 'a lesson title'),
  lessonBody: fieldTexts(STUDIO_LIMITS.lessonBody, 'the lesson text'),
  levelRequired: 'Please choose at least one level',
  sessionTime: 'Please enter a time as HH:MM',
} as const;
type FieldTexts = ReturnType<typeof fieldTexts>;

const text = (max: number, texts: FieldTexts) => z.string().trim().min(1, texts.required).max(max, texts.tooLong);
const optionalText = (max: number, texts: FieldTexts) => z.string().trim().max(max, texts.tooLong);
const sessionTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, studioFieldTexts.sessionTime);

/** What publishing refuses, as the server lists it (the studio shows the list as is). */
export const studioMissing = {
  noModules: 'Add at least one module',
  noLessons: (position: number, title: string) => `Module ${position} “${title}” has no lessons`,
  emptyLesson: (position: number, title: string) => `Lesson “${title}” in module ${position} has no text`,
  noVideo: (position: number, title: string) => `Lesson “${title}” in module ${position} has no video`,
} as const;

export const studioCourseInputSchema = z.strictObject({
  title: text(STUDIO_LIMITS.title, studioFieldTexts.title),
  summary: optionalText(STUDIO_LIMITS.summary, studioFieldTexts.summary),
  description: text(STUDIO_LIMITS.description, studioFieldTexts.description),
  category: courseCategorySchema,
  levels: z.array(z.enum(EXPERIENCE_LEVELS)).min(1, studioFieldTexts.levelRequired).max(EXPERIENCE_LEVELS.length),
  durationWeeks: z.number().int().min(1).max(STUDIO_LIMITS.durationWeeks),
  learningPoints: z
    .array(text(STUDIO_LIMITS.learningPoint, studioFieldTexts.learningPoint))
    .max(STUDIO_LIMITS.learningPoints),
  instructor: z.strictObject({
    name: text(STUDIO_LIMITS.instructorName, studioFieldTexts.instructorName),
    title: optionalText(STUDIO_LIMITS.instructorTitle, studioFieldTexts.instructorTitle),
    bio: optionalText(STUDIO_LIMITS.instructorBio, studioFieldTexts.instructorBio),
  }),
  /** The weekly live session: weekday 0 = Sunday, time in UTC. */
  schedule: z.strictObject({ weekday: z.number().int().min(0).max(6), time: sessionTime }),
  prerequisites: z
    .array(text(STUDIO_LIMITS.prerequisite, studioFieldTexts.prerequisite))
    .max(STUDIO_LIMITS.prerequisites),
});
export type StudioCourseInput = z.infer<typeof studioCourseInputSchema>;

export const studioModuleInputSchema = z.strictObject({
  title: text(STUDIO_LIMITS.moduleTitle, studioFieldTexts.moduleTitle),
  description: optionalText(STUDIO_LIMITS.moduleDescription, studioFieldTexts.moduleDescription),
});
export type StudioModuleInput = z.infer<typeof studioModuleInputSchema>;

export const studioLessonInputSchema = z.strictObject({
  kind: z.enum(LESSON_KINDS),
  title: text(STUDIO_LIMITS.lessonTitle, studioFieldTexts.lessonTitle),
  durationMinutes: z.number().int().min(1).max(STUDIO_LIMITS.lessonMinutes),
  body: optionalText(STUDIO_LIMITS.lessonBody, studioFieldTexts.lessonBody),
});
export type StudioLessonInput = z.infer<typeof studioLessonInputSchema>;

/** A new order: every id of the list exactly once. */
export const studioOrderSchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(STUDIO_LIMITS.modules) });
export const studioStatusSchema = z.strictObject({ status: z.enum(COURSE_STATUSES) });

export const studioCourseParamsSchema = z.object({ studioCourseId: z.uuid() });
export const studioModuleParamsSchema = studioCourseParamsSchema.extend({ studioModuleId: z.uuid() });
export const studioLessonParamsSchema = studioModuleParamsSchema.extend({ studioLessonId: z.uuid() });
export const studioListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(STUDIO_PAGE_SIZE),
});

/** A video lesson's uploaded file: where it plays from, and what was read from it. */
export const studioLessonVideoSchema = z.object({
  url: z.string(),
  contentType: z.enum(['video/mp4', 'video/webm']),
  sizeBytes: z.number().int(),
  /** Read from the file (MP4 mvhd or fragments; WebM Info Duration or its last block). */
  durationSeconds: z.number(),
});
export type StudioLessonVideo = z.infer<typeof studioLessonVideoSchema>;

export const studioLessonSchema = z.object({
  id: z.string(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  durationMinutes: z.number().int(),
  body: z.string(),
  position: z.number().int(),
  /** A video lesson's file once uploaded; null before (and always for a text lesson). */
  video: studioLessonVideoSchema.nullable(),
});
export type StudioLesson = z.infer<typeof studioLessonSchema>;

export const studioModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  lessons: z.array(studioLessonSchema),
  quiz: studioQuizSchema.nullable(),
});
export type StudioModule = z.infer<typeof studioModuleSchema>;

/** One row of "my courses". */
export const studioCourseRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  status: z.enum(COURSE_STATUSES),
  /** The account that owns it; null for the demo courses (admins edit them). */
  ownerName: z.string().nullable(),
  learners: z.number().int(),
  /** Learners who completed every module. */
  completions: z.number().int(),
  moduleCount: z.number().int(),
  updatedAt: z.string(),
});
export type StudioCourseRow = z.infer<typeof studioCourseRowSchema>;
export const studioCoursePageSchema = pageOf(studioCourseRowSchema);

export const studioCourseSchema = studioCourseInputSchema.extend({
  id: z.string(),
  slug: z.string(),
  status: z.enum(COURSE_STATUSES),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  modules: z.array(studioModuleSchema),
  /** The cover image (a re-encoded WebP), or null. */
  coverUrl: z.string().nullable(),
  /** Files learners download, course-wide or tied to a module. */
  materials: z.array(studioMaterialSchema),
  /** What publishing would refuse, in reading order; empty when the course is complete. */
  missing: z.array(z.string()),
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;
