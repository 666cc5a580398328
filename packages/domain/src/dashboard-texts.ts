// The dashboard's fixed panel names and its AI tool cards, kept free of zod (decision 2002).
import { AI_TOOL_TABS, type AiToolTab } from './ai-tool-tabs.js';

/** The dashboard's panel and card names, verbatim (decision 1401). */
export const dashboardMessages = {
  statCoursesProgress: 'Courses Progress',
  statProjectsCreated: 'Projects Created',
  statCommunityEngagement: 'Community Engagement',
  statAchievements: 'Achievements',
  aiTools: 'AI Tools',
  recentActivity: 'Recent Activity',
  recommendedCourses: 'Recommended Courses',
  upcomingEvents: 'Upcoming Events',
  enrollNow: 'Enroll Now',
  continueLearning: 'Continue Learning',
} as const;

const DASHBOARD_TOOL_CATEGORIES = [
  ['learn', 'Learning'],
  ['story', 'Content'],
  ['business', 'Business'],
  ['edit', 'Video'],
  ['sound', 'Audio'],
  ['audience', 'Analytics'],
] as const satisfies ReadonlyArray<readonly [AiToolTab, string]>;

/** The AI Tools panel: six cards in this order, each opening its tab of /tools by hash, with its category. */
export const DASHBOARD_AI_TOOLS = DASHBOARD_TOOL_CATEGORIES.map(([hash, category]) => ({
  hash,
  category,
  title: AI_TOOL_TABS.find((t) => t.value === hash)?.label ?? hash,
}));
