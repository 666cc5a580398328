import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { plainAll } from './plain.js';

type Db = Kysely<Database>;

/**
 * Courses the member enrolled in, each lesson and module they completed, their quiz attempts and
 * certificates, and the courses they wrote in the studio (issue 17).
 */
export async function enrollmentsArea(db: Db, userId: string) {
  const [enrollments, lessons, modules, certificates, attempts, authored] = await Promise.all([
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select(['c.slug as course', 'c.title', 'e.created_at as enrolled_at', 'e.last_activity_at'])
      .where('e.user_id', '=', userId)
      .orderBy('e.created_at')
      .execute(),
    db
      .selectFrom('lesson_completions as lc')
      .innerJoin('course_lessons as l', 'l.id', 'lc.lesson_id')
      .innerJoin('course_modules as m', 'm.id', 'l.module_id')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['c.slug as course', 'm.position as module', 'l.title as lesson', 'lc.created_at as completed_at'])
      .where('lc.user_id', '=', userId)
      .orderBy('lc.created_at')
      .execute(),
    db
      .selectFrom('module_completions as mc')
      .innerJoin('course_modules as m', 'm.id', 'mc.module_id')
      .innerJoin('courses as c', 'c.id', 'mc.course_id')
      .select(['c.slug as course', 'm.position as module', 'm.title', 'mc.created_at as completed_at'])
      .where('mc.user_id', '=', userId)
      .orderBy('mc.created_at')
      .execute(),
    db
      .selectFrom('certificates')
      .select(['id', 'course_title', 'instructor_name', 'learner_name', 'issued_at'])
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .execute(),
    db
      .selectFrom('quiz_attempts as a')
      .innerJoin('course_modules as m', 'm.id', 'a.module_id')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['c.slug as course', 'm.position as module', 'a.score', 'a.passed', 'a.created_at'])
      .where('a.user_id', '=', userId)
      .orderBy('a.created_at')
      .execute(),
    db
      .selectFrom('courses')
      .select(['slug as course', 'title', 'status', 'created_at', 'updated_at'])
      .where('owner_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    enrollments: plainAll(enrollments),
    lessonCompletions: plainAll(lessons),
    moduleCompletions: plainAll(modules),
    quizAttempts: plainAll(attempts),
    certificates: plainAll(certificates),
    coursesWritten: plainAll(authored),
  };
}

/** What the member made with the AI tools, and the beta features they asked for. */
export async function aiArea(db: Db, userId: string) {
  const [generations, beta] = await Promise.all([
    db
      .selectFrom('ai_generations')
      .select(['id', 'tool', 'inputs', 'output', 'engine', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('ai_beta_interest')
      .select(['feature', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { generations: plainAll(generations), betaInterest: plainAll(beta) };
}
