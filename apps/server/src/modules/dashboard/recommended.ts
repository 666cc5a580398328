import { RECOMMENDED_LIMIT } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { allModulesCompleted, selectCourseSummaries, toCourseSummary } from '../courses/summaries.js';

/**
 * Recommended Courses (decision 0505): the course the user was last active in (to continue), then
 * courses not yet taken in catalogue order. Finished courses are left out. One query.
 */
export async function recommendedCourses(db: Kysely<Database>, userId: string) {
  const rows = await selectCourseSummaries(db, userId)
    .where(({ and, not, eb }) => not(and([eb('e.user_id', 'is not', null), allModulesCompleted('c.id', userId)])))
    .orderBy(
      sql`case
        when e.user_id is not null and e.last_activity_at = (
          select max(last_activity_at) from enrollments where user_id = ${userId}) then 0
        when e.user_id is null then 1
        else 2 end`,
    )
    .orderBy('c.position')
    .limit(RECOMMENDED_LIMIT)
    .execute();
  const now = new Date();
  return { items: rows.map((r) => toCourseSummary(r, now)) };
}
