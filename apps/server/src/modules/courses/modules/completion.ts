import { courseErrors, percentOf } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types.js';
import { AppError } from '../../../errors.js';
import { issueCertificate } from '../../certificates/service.js';
import { requireEnrollment, selectCourseSummaries, toCourseSummary } from '../summaries.js';
import { findModule } from './module-view.js';
import { requireQuizPassed } from './quiz.js';

async function touchEnrollment(db: Kysely<Database>, userId: string, courseId: string) {
  await db
    .updateTable('enrollments')
    .set({ last_activity_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/** Play on a lesson marks it done for this user (idempotent); returns the module's lesson progress. */
export async function completeLesson(
  db: Kysely<Database>,
  userId: string,
  slug: string,
  position: number,
  lessonId: string,
) {
  const ref = await findModule(db, slug, position, userId);
  await requireEnrollment(db, userId, ref.courseId);
  const lesson = await db
    .selectFrom('course_lessons')
    .select('id')
    .where('id', '=', lessonId)
    .where('module_id', '=', ref.moduleId)
    .executeTakeFirst();
  if (!lesson) throw new AppError(404, 'lesson_not_found', courseErrors.lessonNotFound);
  await db
    .insertInto('lesson_completions')
    .values({ user_id: userId, lesson_id: lessonId })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
  await touchEnrollment(db, userId, ref.courseId);
  const counts = await db
    .selectFrom('course_lessons as l')
    .leftJoin('lesson_completions as lc', (join) =>
      join.onRef('lc.lesson_id', '=', 'l.id').on('lc.user_id', '=', userId),
    )
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('lc.lesson_id').as('done')])
    .where('l.module_id', '=', ref.moduleId)
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const done = Number(counts.done);
  return { completedLessons: done, totalLessons: total, percent: percentOf(done, total) };
}

/**
 * 'Mark Module as Complete': the module and all its lessons are done for this user, in one
 * transaction. Answers where to go next and the course's new progress, and whether this call
 * completed the course (true once: only for the call that stored the last module).
 */
export async function completeModule(db: Kysely<Database>, userId: string, slug: string, position: number) {
  const ref = await findModule(db, slug, position, userId);
  await requireEnrollment(db, userId, ref.courseId);
  await requireQuizPassed(db, userId, ref.moduleId);
  const courseCompleted = await db.transaction().execute(async (trx) => {
    // First, so the enrollment row is locked: two last modules completed at once are counted one
    // after the other, and exactly one of them sees the course complete.
    await touchEnrollment(trx, userId, ref.courseId);
    const inserted = await trx
      .insertInto('module_completions')
      .values({ user_id: userId, module_id: ref.moduleId, course_id: ref.courseId })
      .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
      .returning('module_id')
      .executeTakeFirst();
    await trx
      .insertInto('lesson_completions')
      .columns(['user_id', 'lesson_id'])
      .expression((eb) =>
        eb
          .selectFrom('course_lessons')
          .select([sql<string>`${userId}::uuid`.as('user_id'), 'id as lesson_id'])
          .where('module_id', '=', ref.moduleId),
      )
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute();
    if (!inserted) return false;
    const done = await trx
      .selectFrom('module_completions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('course_id', '=', ref.courseId)
      .executeTakeFirstOrThrow();
    if (Number(done.n) !== ref.totalModules) return false;
    await issueCertificate(trx, userId, ref.courseId);
    return true;
  });
  const course = await selectCourseSummaries(db, userId).where('c.id', '=', ref.courseId).executeTakeFirstOrThrow();
  return {
    result: {
      nextModule: position < ref.totalModules ? position + 1 : null,
      progress: toCourseSummary(course).progress,
    },
    completedCourse: courseCompleted ? { slug: course.slug, title: course.title } : null,
  };
}
