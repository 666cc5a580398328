import { type LearnerQuiz, quizErrors } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { AppError } from '../../../errors.js';

/** The module's quiz with its answer key, or null when it has none. Server-side only. */
export async function quizOf(db: Kysely<Database>, moduleId: string) {
  const module = await db
    .selectFrom('course_modules')
    .select('quiz_passing_score')
    .where('id', '=', moduleId)
    .executeTakeFirstOrThrow();
  if (module.quiz_passing_score === null) return null;
  const questions = await db
    .selectFrom('quiz_questions')
    .select(['id', 'kind', 'prompt', 'options'])
    .where('module_id', '=', moduleId)
    .orderBy('position')
    .execute();
  return { passingScore: module.quiz_passing_score, questions };
}

/**
 * The module's quiz for a learner: questions and options without the answer key, and their
 * standing. `passingScore` comes with the module's own row (null: no quiz, and no query here).
 */
export async function learnerQuiz(
  db: Kysely<Database>,
  userId: string,
  moduleId: string,
  passingScore: number | null,
): Promise<LearnerQuiz | null> {
  if (passingScore === null) return null;
  const [questions, attempts] = await Promise.all([
    db
      .selectFrom('quiz_questions')
      .select(['id', 'kind', 'prompt', 'options'])
      .where('module_id', '=', moduleId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('quiz_attempts')
      .select(['score', 'passed', 'created_at'])
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const last = attempts[0];
  return {
    passingScore,
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((o) => ({ id: o.id, label: o.label })),
    })),
    passed: attempts.some((a) => a.passed),
    lastAttempt: last ? { score: last.score, passed: last.passed, createdAt: last.created_at.toISOString() } : null,
  };
}

/** "Mark Module as Complete" needs a passed attempt when the module has a quiz with questions. */
export async function requireQuizPassed(db: Kysely<Database>, userId: string, moduleId: string): Promise<void> {
  const row = await db
    .selectFrom('course_modules as m')
    .select((eb) => [
      'm.quiz_passing_score',
      eb
        .exists(eb.selectFrom('quiz_questions as q').select('q.id').whereRef('q.module_id', '=', 'm.id'))
        .as('has_questions'),
      eb
        .exists(
          eb
            .selectFrom('quiz_attempts as a')
            .select('a.id')
            .whereRef('a.module_id', '=', 'm.id')
            .where('a.user_id', '=', userId)
            .where('a.passed', '=', true),
        )
        .as('passed'),
    ])
    .where('m.id', '=', moduleId)
    .executeTakeFirstOrThrow();
  if (row.quiz_passing_score !== null && row.has_questions && !row.passed) {
    throw new AppError(409, 'quiz_not_passed', quizErrors.notPassed);
  }
}
