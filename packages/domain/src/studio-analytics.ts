import { z } from 'zod';

/**
 * Instructor analytics for one course (issue 17, point 7): enrollments over time, the completion
 * funnel by module, quiz pass rates and the hardest questions. Counted from learners' real rows.
 */
export const STUDIO_ANALYTICS = {
  /** Up to this many days from the first enrollment to today, one point per day; past it, per week. */
  dailyBucketsUpTo: 90,
  /** How many of the hardest questions are listed. */
  hardestQuestions: 10,
  /** A question needs this many answers before its wrong-answer rate means anything. */
  minAnswers: 5,
} as const;

export const ENROLLMENT_BUCKETS = ['day', 'week'] as const;
export type EnrollmentBucket = (typeof ENROLLMENT_BUCKETS)[number];

/** A share between 0 and 1; null when nothing was counted (no attempts, no answers). */
const rate = z.number().min(0).max(1).nullable();

export const enrollmentPointSchema = z.object({
  /** The first day of the bucket, a UTC calendar day (YYYY-MM-DD); a week starts on Monday. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  count: z.number().int().min(0),
  /** Learners enrolled up to the end of this bucket. */
  total: z.number().int().min(0),
});
export type EnrollmentPoint = z.infer<typeof enrollmentPointSchema>;

export const funnelStepSchema = z.object({
  moduleId: z.string(),
  position: z.number().int(),
  title: z.string(),
  completed: z.number().int().min(0),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const quizStatsSchema = z.object({
  moduleId: z.string(),
  position: z.number().int(),
  title: z.string(),
  passingScore: z.number().int(),
  attempts: z.number().int().min(0),
  learnersAttempted: z.number().int().min(0),
  learnersPassed: z.number().int().min(0),
  /** learnersPassed / learnersAttempted: a learner who passes on a retry counts as passed once. */
  passRate: rate,
});
export type QuizStats = z.infer<typeof quizStatsSchema>;

export const hardQuestionSchema = z.object({
  questionId: z.string(),
  moduleId: z.string(),
  modulePosition: z.number().int(),
  moduleTitle: z.string(),
  position: z.number().int(),
  prompt: z.string(),
  /** Every answer given in every attempt. */
  answers: z.number().int().min(0),
  wrong: z.number().int().min(0),
  wrongRate: z.number().min(0).max(1),
});
export type HardQuestion = z.infer<typeof hardQuestionSchema>;

export const studioAnalyticsSchema = z.object({
  courseId: z.string(),
  generatedAt: z.string(),
  enrollments: z.object({
    bucket: z.enum(ENROLLMENT_BUCKETS),
    total: z.number().int().min(0),
    /** From the bucket of the first enrollment to today's, without gaps; empty with no learners. */
    points: z.array(enrollmentPointSchema),
  }),
  funnel: z.object({
    enrolled: z.number().int().min(0),
    /** Every module of the course in position order. */
    modules: z.array(funnelStepSchema),
  }),
  /** The modules that have a quiz, in position order. */
  quizzes: z.array(quizStatsSchema),
  hardestQuestions: z.object({
    limit: z.number().int(),
    minAnswers: z.number().int(),
    /** Highest wrong-answer rate first; only questions with at least `minAnswers` answers. */
    items: z.array(hardQuestionSchema),
  }),
});
export type StudioAnalytics = z.infer<typeof studioAnalyticsSchema>;
