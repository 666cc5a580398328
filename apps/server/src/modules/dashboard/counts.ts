import { achievementsFor, courseProgressPercent, type DashboardStats, type LearnerCounts } from '@storyloom/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { allModulesCompleted, lessonShareOfOpenModule } from '../courses/summaries.js';

type Eb = ExpressionBuilder<Database, never>;

/**
 * Community Engagement = the user's own contributions. Today: discussion comments on modules.
 * The community issue adds its posts, comments and likes as one more line each (decision 0504).
 */
function engagementSources(eb: Eb, userId: string) {
  return [
    eb.selectFrom('module_comments').where('user_id', '=', userId).select(eb.fn.countAll<number>().as('n')),
    eb.selectFrom('posts').where('author_id', '=', userId).select(eb.fn.countAll<number>().as('n')),
    eb.selectFrom('post_comments').where('author_id', '=', userId).select(eb.fn.countAll<number>().as('n')),
    eb.selectFrom('post_likes').where('user_id', '=', userId).select(eb.fn.countAll<number>().as('n')),
  ];
}

function count(
  eb: Eb,
  table:
    | 'enrollments'
    | 'module_completions'
    | 'module_comments'
    | 'event_registrations'
    | 'ai_generations'
    | 'certificates',
  userId: string,
) {
  return eb.selectFrom(table).where('user_id', '=', userId).select(eb.fn.countAll<number>().as('n'));
}

/** Every figure of the stat cards and achievements, in one statement of indexed counts. */
export async function learnerCounts(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      count(eb, 'enrollments', userId).as('enrollments'),
      count(eb, 'module_completions', userId).as('completed_modules'),
      eb
        .selectFrom('course_modules as m')
        .innerJoin('enrollments as e', 'e.course_id', 'm.course_id')
        .where('e.user_id', '=', userId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('enrolled_modules'),
      sql<number>`(select coalesce(sum(${lessonShareOfOpenModule(userId)}), 0)
        from course_modules m join enrollments e on e.course_id = m.course_id
       where e.user_id = ${userId})`.as('partial_credit'),
      eb
        .selectFrom('enrollments as e')
        .where('e.user_id', '=', userId)
        .where(allModulesCompleted('e.course_id', userId))
        .select(eb.fn.countAll<number>().as('n'))
        .as('completed_courses'),
      count(eb, 'module_comments', userId).as('comments'),
      count(eb, 'event_registrations', userId).as('rsvps'),
      count(eb, 'certificates', userId).as('certificates'),
      count(eb, 'ai_generations', userId).as('projects'),
      sql<number>`${sql.join(engagementSources(eb, userId), sql` + `)}`.as('engagement'),
    ])
    .executeTakeFirstOrThrow();
  const n = (v: unknown) => Number(v ?? 0);
  const counts: LearnerCounts = {
    enrollments: n(row.enrollments),
    completedModules: n(row.completed_modules),
    completedCourses: n(row.completed_courses),
    comments: n(row.comments),
    rsvps: n(row.rsvps),
    certificates: n(row.certificates),
  };
  return {
    counts,
    enrolledModules: n(row.enrolled_modules),
    partialCredit: n(row.partial_credit),
    projects: n(row.projects),
    engagement: n(row.engagement),
  };
}

export async function dashboardStats(db: Kysely<Database>, userId: string): Promise<DashboardStats> {
  const { counts, enrolledModules, partialCredit, projects, engagement } = await learnerCounts(db, userId);
  const achievements = achievementsFor(counts);
  return {
    coursesProgress: {
      percent: courseProgressPercent(counts.completedModules, partialCredit, enrolledModules),
      enrolledCourses: counts.enrollments,
    },
    projectsCreated: projects,
    communityEngagement: engagement,
    achievements: { earned: achievements.filter((a) => a.earned).length, total: achievements.length },
  };
}
