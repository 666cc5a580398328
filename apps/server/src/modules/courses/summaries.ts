import {
  type CourseSummary,
  courseErrors,
  courseProgressPercent,
  EXPERIENCE_LEVELS,
  nextSessionAfter,
} from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { urlForKey } from '../../storage/keys.js';

/** For module alias `m` not completed by the user: the share of its lessons the user has done. */
export function lessonShareOfOpenModule(userId: string) {
  return sql<number>`case when exists (
      select 1 from module_completions mc_done where mc_done.module_id = m.id and mc_done.user_id = ${userId}
    ) then 0 else (
      select count(*) from lesson_completions lc join course_lessons l on l.id = lc.lesson_id
       where l.module_id = m.id and lc.user_id = ${userId}
    )::float / nullif((select count(*) from course_lessons l_all where l_all.module_id = m.id), 0) end`;
}

/**
 * Courses with this user's enrollment and progress, in one query: the counts are correlated
 * subqueries on indexed columns (course_modules by course, module_completions by user and course).
 */
export function selectCourseSummaries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('courses as c')
    .leftJoin('enrollments as e', (join) => join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', userId))
    .select((eb) => [
      'c.id',
      'c.slug',
      'c.title',
      'c.description',
      'c.category',
      'c.levels',
      'c.duration_weeks',
      'c.learning_points',
      'c.prerequisites',
      'c.instructor_name',
      'c.instructor_title',
      'c.instructor_bio',
      'c.session_weekday',
      'c.session_time',
      'c.cover_key',
      'e.created_at as enrolled_at',
      eb
        .selectFrom('course_modules as m')
        .whereRef('m.course_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('total_modules'),
      eb
        .selectFrom('module_completions as mc')
        .whereRef('mc.course_id', '=', 'c.id')
        .where('mc.user_id', '=', userId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('completed_modules'),
      sql<number>`(select coalesce(sum(${lessonShareOfOpenModule(userId)}), 0)
        from course_modules m where m.course_id = c.id)`.as('partial_credit'),
    ]);
}

export type CourseSummaryRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  levels: string[];
  duration_weeks: number;
  learning_points: string[];
  prerequisites: string[];
  instructor_name: string;
  instructor_title: string;
  instructor_bio: string;
  session_weekday: number;
  session_time: string;
  cover_key: string | null;
  enrolled_at: Date | null;
  total_modules: number | null;
  completed_modules: number | null;
  partial_credit: number | string | null;
};

const LEVELS = new Set<string>(EXPERIENCE_LEVELS);

export function toCourseSummary(row: CourseSummaryRow, now = new Date()): CourseSummary {
  const total = Number(row.total_modules ?? 0);
  const done = Number(row.completed_modules ?? 0);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    levels: row.levels.filter((l): l is CourseSummary['levels'][number] => LEVELS.has(l)),
    durationWeeks: row.duration_weeks,
    learningPoints: row.learning_points,
    prerequisites: row.prerequisites,
    instructor: { name: row.instructor_name, title: row.instructor_title, bio: row.instructor_bio },
    nextSessionAt: nextSessionAfter(row.session_weekday, row.session_time, now).toISOString(),
    progress: {
      enrolled: row.enrolled_at !== null,
      completedModules: done,
      totalModules: total,
      percent: courseProgressPercent(done, Number(row.partial_credit ?? 0), total),
    },
    coverUrl: row.cover_key ? urlForKey(row.cover_key) : null,
  };
}

/**
 * Who reads course `c` through the learners' routes (issue 17): everyone signed in while it is
 * published, its learners once it is archived, and its author and admins always (the studio's
 * preview of a draft). Anyone else gets the answer of a course that does not exist.
 */
export function readableBy(viewerId: string) {
  return sql<boolean>`(c.status = 'published'
    or c.owner_id = ${viewerId}
    or exists (select 1 from "user" u_r where u_r.id = ${viewerId} and u_r.role = 'admin')
    or (c.status = 'archived'
      and exists (select 1 from enrollments e_r where e_r.course_id = c.id and e_r.user_id = ${viewerId})))`;
}

/** The course's id for a slug from a URL, when the viewer may read it; 404 course_not_found (the viewer redirects on it). */
export async function courseIdBySlug(db: Kysely<Database>, slug: string, viewerId: string): Promise<string> {
  const row = await db
    .selectFrom('courses as c')
    .select('c.id')
    .where('c.slug', '=', slug)
    .where(readableBy(viewerId))
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'course_not_found', courseErrors.courseNotFound);
  return row.id;
}

export async function isEnrolled(db: Kysely<Database>, userId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function requireEnrollment(db: Kysely<Database>, userId: string, courseId: string): Promise<void> {
  if (!(await isEnrolled(db, userId, courseId))) {
    throw new AppError(403, 'not_enrolled', courseErrors.notEnrolled);
  }
}

/** True when the user has completed every module of the course `courseIdColumn` names. */
export function allModulesCompleted(courseIdColumn: string, userId: string) {
  return sql<boolean>`not exists (
    select 1 from course_modules m
    where m.course_id = ${sql.ref(courseIdColumn)}
      and not exists (select 1 from module_completions mc where mc.module_id = m.id and mc.user_id = ${userId}))`;
}
