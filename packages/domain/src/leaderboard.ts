import { z } from 'zod';
import { paginationQuerySchema } from './api.js';
import { POINTS, type PointsReason } from './levels.js';

// Points ledger and leaderboard (decisions 0703, 0704).

export const LEADERBOARD_RANGES = ['7days', '30days', 'alltime'] as const;
export type LeaderboardRange = (typeof LEADERBOARD_RANGES)[number];
export const LEADERBOARD_PAGE_SIZE = 10;

/** Length of a range in days; null for all time. */
export function rangeDays(range: LeaderboardRange): number | null {
  return range === '7days' ? 7 : range === '30days' ? 30 : null;
}

/** "How to Earn Points": each ledger reason with its points, in this fixed order. */
export const POINTS_RULES: ReadonlyArray<{ reason: PointsReason; label: string; points: number }> = [
  { reason: 'post', label: 'Creating a post', points: POINTS.post },
  { reason: 'comment', label: 'Commenting', points: POINTS.comment },
  { reason: 'likeReceived', label: 'Each like received', points: POINTS.likeReceived },
  { reason: 'eventCreated', label: 'Creating an event', points: POINTS.eventCreated },
  { reason: 'eventAttended', label: 'Attending an event', points: POINTS.eventAttended },
  { reason: 'dailyStreak', label: 'Daily streak (per day)', points: POINTS.dailyStreak },
  { reason: 'courseCompleted', label: 'Completing a course', points: POINTS.courseCompleted },
];

export const leaderboardQuerySchema = paginationQuerySchema.extend({
  range: z.enum(LEADERBOARD_RANGES).default('7days'),
  pageSize: z.coerce.number().int().min(1).max(50).default(LEADERBOARD_PAGE_SIZE),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  points: z.number().int(),
  /** What earned the points in the range. */
  contribution: z.object({
    posts: z.number().int(),
    comments: z.number().int(),
    likes: z.number().int(),
    events: z.number().int(),
    /** Courses completed (issue 17). */
    courses: z.number().int(),
  }),
  /** Points earned in the last 24 hours. */
  pointsAdded: z.number().int(),
  /** Places gained (positive) or lost since one range earlier; null when not ranked then. */
  rankChange: z.number().int().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardPageSchema = z.object({
  items: z.array(leaderboardEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  range: z.enum(LEADERBOARD_RANGES),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** "3 posts · 5 comments": the non-zero parts of a contribution. */
export function describeContribution(c: LeaderboardEntry['contribution']): string {
  const parts: string[] = [];
  const add = (n: number, one: string, many: string) => {
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  add(c.posts, 'post', 'posts');
  add(c.comments, 'comment', 'comments');
  add(c.likes, 'like received', 'likes received');
  add(c.events, 'event', 'events');
  add(c.courses, 'course completed', 'courses completed');
  return parts.length ? parts.join(' · ') : 'Daily streak';
}
