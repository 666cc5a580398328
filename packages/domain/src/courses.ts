import { z } from 'zod';
import { COURSE_CATEGORIES, EXPERIENCE_LEVELS } from './options.js';
import { acknowledgeShape, moderationStateSchema } from './safety.js';
import { learnerQuizSchema } from './studio-quiz.js';

/** The course screens' fixed texts, verbatim (decision 1401). */
export const courseMessages = {
  catalogueTitle: 'Enrolled Courses',
  learningDashboardTitle: 'My Learning Dashboard',
  enrollNow: 'Enroll Now',
  wizardSteps: ['Details', 'Schedule', 'Prerequisites', 'Confirmation'],
  back: 'Back',
  continue: 'Continue',
  goToCourseDashboard: 'Go to Course Dashboard',
  hoursPerWeek: '3-5 hours per week',
  continueWhereLeftOff: 'Continue where you left off',
  nextSession: 'Next Session',
  instructor: 'Instructor',
  courseMaterials: 'Course Materials',
  recordedSessions: 'Recorded Sessions',
  loadingModule: 'Loading module content...',
  backToDashboard: 'Back to Dashboard',
  previous: 'Previous',
  next: 'Next',
  tabContent: 'Course Content',
  tabMaterials: 'Materials',
  tabDiscussion: 'Discussion',
  play: 'Play',
  markModuleComplete: 'Mark Module as Complete',
  postComment: 'Post Comment',
  noDiscussions: 'No discussions yet. Start the conversation!',
  moduleNotFound: 'Module Not Found',
  moduleNotFoundText: "The module you're looking for doesn't exist or is unavailable.",
  returnToDashboard: 'Return to Dashboard',
  noVideo: 'Video content is not available',
  noVideoText: "This module's video has not been uploaded yet",
} as const;

/** Error texts of the course APIs: ours, apart from the module viewer's `moduleNotFound`. */
export const courseErrors = {
  courseNotFound: 'This course does not exist',
  moduleNotFound: courseMessages.moduleNotFound,
  lessonNotFound: 'This lesson does not exist',
  materialNotFound: 'This file does not exist',
  notEnrolled: 'Enroll in this course to save your progress and join the discussion',
} as const;

/** The six subjects a course belongs to; the catalogue's filters add 'All' in front. */
export const COURSE_SUBJECTS = COURSE_CATEGORIES.filter((c) => c !== 'All') as Exclude<
  (typeof COURSE_CATEGORIES)[number],
  'All'
>[];
export const courseCategorySchema = z.enum(COURSE_SUBJECTS as [string, ...string[]]);
export const courseFilterSchema = z.enum(COURSE_CATEGORIES);

export const MATERIAL_TYPES = ['pdf', 'docx', 'zip'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** The enrollment confirmation stays on screen this long before the redirect. */
export const ENROLL_REDIRECT_DELAY_MS = 1500;
export const COURSES_PAGE_SIZE = 9;
export const LEARNING_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 10;
export const COMMENT_MAX_LENGTH = 2000;
export const COURSE_SEARCH_MAX_LENGTH = 100;

/** Whole percent of done out of total; 0 when there is nothing to do. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}

/**
 * A course's percent complete: each completed module counts 1, each other module the share of its
 * lessons done (decision 0502), so a played lesson moves the bar and module completion stays the unit.
 */
export function courseProgressPercent(completedModules: number, partialCredit: number, totalModules: number): number {
  if (totalModules <= 0) return 0;
  const units = Math.min(totalModules, completedModules + Math.max(0, partialCredit));
  return Math.min(100, Math.round((units / totalModules) * 100));
}

/**
 * A course meets weekly (weekday 0 = Sunday, time 'HH:MM' in UTC): the first meeting strictly after `now`.
 * Stored as a rule rather than a date so seeded demo content never shows a session in the past.
 */
export function nextSessionAfter(weekday: number, time: string, now: Date): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  const days = (weekday - at.getUTCDay() + 7) % 7;
  at.setUTCDate(at.getUTCDate() + days);
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 7);
  return at;
}

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
export const courseParamsSchema = z.object({ courseId: slug });
export const moduleParamsSchema = courseParamsSchema.extend({
  moduleId: z.coerce.number().int().min(1).max(10_000),
});
export const lessonParamsSchema = moduleParamsSchema.extend({ lessonId: z.uuid() });
export const materialParamsSchema = courseParamsSchema.extend({ materialId: z.uuid() });

export const catalogueQuerySchema = z.object({
  search: z.string().trim().max(COURSE_SEARCH_MAX_LENGTH).optional(),
  category: courseFilterSchema.default('All'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(COURSES_PAGE_SIZE),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

export const instructorSchema = z.object({ name: z.string(), title: z.string(), bio: z.string() });

/** The learner's standing in one course; null fields when not enrolled. */
export const courseProgressSchema = z.object({
  enrolled: z.boolean(),
  completedModules: z.number().int(),
  totalModules: z.number().int(),
  percent: z.number().int(),
});

export const courseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  levels: z.array(z.enum(EXPERIENCE_LEVELS)),
  durationWeeks: z.number().int(),
  learningPoints: z.array(z.string()),
  /** What the instructor asks learners to have first: the enrollment wizard's step 3. */
  prerequisites: z.array(z.string()),
  instructor: instructorSchema,
  nextSessionAt: z.string(),
  progress: courseProgressSchema,
  /** The course's cover image from the studio, or null (the card then shows its category art). */
  coverUrl: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const enrollResultSchema = z.object({ created: z.boolean(), course: courseSummarySchema });

/** A card of the learning dashboard. */
export const learningCourseSchema = courseSummarySchema.extend({
  enrolledAt: z.string(),
  /** Position of the first module not completed; 1 when none is done; null when all are. */
  continueModule: z.number().int().nullable(),
  currentModuleTitle: z.string().nullable(),
  nextLesson: z.string().nullable(),
  materialCount: z.number().int(),
  recordingCount: z.number().int(),
});
export type LearningCourse = z.infer<typeof learningCourseSchema>;

export const materialSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(MATERIAL_TYPES),
  sizeBytes: z.number().int(),
  url: z.string(),
  moduleTitle: z.string().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const recordingSchema = z.object({
  id: z.string(),
  title: z.string(),
  recordedAt: z.string(),
  durationMinutes: z.number().int(),
  url: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const lessonSchema = z.object({
  id: z.string(),
  /** 'text': `body` is markdown, rendered without raw HTML (issue 17); 'video': plays `videoUrl`. */
  kind: z.enum(['text', 'video']),
  body: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  completed: z.boolean(),
  /** A video lesson's file (served with range requests, so the player can seek); null before upload. */
  videoUrl: z.string().nullable(),
  /** The video's length read from the file; null without a video. */
  durationSeconds: z.number().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** Everything the module viewer shows, in one answer. */
export const moduleViewSchema = z.object({
  course: z.object({
    slug: z.string(),
    title: z.string(),
    instructor: instructorSchema,
    totalModules: z.number().int(),
    enrolled: z.boolean(),
    /** 'draft' when its author previews it before publishing; learners see only published and archived. */
    status: z.enum(['draft', 'published', 'archived']),
  }),
  module: z.object({
    position: z.number().int(),
    title: z.string(),
    description: z.string(),
    videoUrl: z.string().nullable(),
    durationMinutes: z.number().int(),
    completed: z.boolean(),
    lessons: z.array(lessonSchema),
    materials: z.array(materialSchema),
    /** The module's quiz without its answer key; null when the module has none. */
    quiz: learnerQuizSchema.nullable(),
  }),
});
export type ModuleView = z.infer<typeof moduleViewSchema>;

export const moduleCompletionSchema = z.object({
  /** The module to go to next, or null after the last one. */
  nextModule: z.number().int().nullable(),
  progress: courseProgressSchema,
});

/** A module comment's messages (errors catalogue: errors.courses.comment*). */
export const courseCommentTexts = {
  required: 'Please write a comment first',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters`,
} as const;

export const commentBodySchema = z.strictObject({
  body: z.string().trim().min(1, courseCommentTexts.required).max(COMMENT_MAX_LENGTH, courseCommentTexts.tooLong),
  ...acknowledgeShape,
});
export const commentSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  mine: z.boolean(),
  moderationState: moderationStateSchema,
});
export type ModuleComment = z.infer<typeof commentSchema>;
