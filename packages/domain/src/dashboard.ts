import { z } from 'zod';
import { courseSummarySchema } from './courses.js';

export { DASHBOARD_AI_TOOLS } from './dashboard-texts.js';

/** What achievements and stats are computed from: counts of the user's own rows. */
export interface LearnerCounts {
  enrollments: number;
  completedModules: number;
  completedCourses: number;
  comments: number;
  rsvps: number;
  /** Certificates issued (issue 17): kept when a course changes after it was completed. */
  certificates: number;
}

/** Each achievement is earned by a rule over real activity; the first three are the fixed ones (decision 0503). */
export const ACHIEVEMENTS = [
  {
    id: 'first-enrollment',
    title: 'Course Explorer',
    description: 'Enroll in your first course',
    earned: (c: LearnerCounts) => c.enrollments >= 1,
  },
  {
    id: 'first-module',
    title: 'First Milestone',
    description: 'Complete your first module',
    earned: (c: LearnerCounts) => c.completedModules >= 1,
  },
  {
    id: 'first-comment',
    title: 'Conversation Starter',
    description: 'Post your first comment in a module discussion',
    earned: (c: LearnerCounts) => c.comments >= 1,
  },
  {
    id: 'course-complete',
    title: 'Course Finisher',
    description: 'Complete every module of a course',
    earned: (c: LearnerCounts) => c.completedCourses >= 1,
  },
  {
    id: 'first-rsvp',
    title: 'Event Goer',
    description: 'RSVP to an upcoming event',
    earned: (c: LearnerCounts) => c.rsvps >= 1,
  },
  {
    id: 'first-certificate',
    title: 'Certified Creator',
    description: 'Earn your first course certificate',
    earned: (c: LearnerCounts) => c.certificates >= 1,
  },
] as const;

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export function achievementsFor(counts: LearnerCounts): Achievement[] {
  return ACHIEVEMENTS.map(({ id, title, description, earned }) => ({ id, title, description, earned: earned(counts) }));
}

export const dashboardStatsSchema = z.object({
  coursesProgress: z.object({ percent: z.number().int(), enrolledCourses: z.number().int() }),
  projectsCreated: z.number().int(),
  communityEngagement: z.number().int(),
  achievements: z.object({ earned: z.number().int(), total: z.number().int() }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const achievementsResponseSchema = z.object({ items: z.array(achievementSchema) });

export const ACTIVITY_KINDS = ['enrolled', 'module_completed', 'commented', 'rsvp', 'generated'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_PAGE_SIZE = 5;

export const activityItemSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  /** What the action was about: a course, module or event title, or an AI tool id. */
  subject: z.string(),
  at: z.string(),
  /** Where the item leads in the app, when somewhere useful. */
  link: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const RECOMMENDED_LIMIT = 3;
export const recommendedResponseSchema = z.object({ items: z.array(courseSummarySchema) });
