import { type QuizAttemptInput, type QuizAttemptResult, quizErrors, quizScore } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { AppError } from '../../../errors.js';
import { requireEnrollment } from '../summaries.js';
import { findModule } from './module-view.js';
import { quizOf } from './quiz.js';

/**
 * Grades and stores an attempt: a question is right when exactly its correct options are chosen.
 * Answers naming anything outside the quiz are refused whole, so nothing half-graded is stored.
 */
export async function submitAttempt(
  db: Kysely<Database>,
  userId: string,
  slug: string,
  position: number,
  input: QuizAttemptInput,
): Promise<QuizAttemptResult> {
  const ref = await findModule(db, slug, position, userId);
  await requireEnrollment(db, userId, ref.courseId);
  const quiz = await quizOf(db, ref.moduleId);
  if (!quiz || quiz.questions.length === 0) throw new AppError(404, 'quiz_not_found', quizErrors.noQuiz);
  const byId = new Map(quiz.questions.map((q) => [q.id, q]));
  for (const [questionId, optionIds] of Object.entries(input.answers)) {
    const question = byId.get(questionId);
    if (!question || optionIds.some((id) => !question.options.some((o) => o.id === id))) {
      throw new AppError(422, 'quiz_answer_unknown', quizErrors.unknownAnswer);
    }
  }
  const graded = quiz.questions.map((q) => {
    const chosen = new Set(input.answers[q.id] ?? []);
    const right = q.options.filter((o) => o.correct).map((o) => o.id);
    const correct = chosen.size === right.length && right.every((id) => chosen.has(id));
    return { questionId: q.id, optionIds: [...chosen], correct };
  });
  const score = quizScore(graded.filter((g) => g.correct).length, graded.length);
  const passed = score >= quiz.passingScore;
  await db.transaction().execute(async (trx) => {
    const attempt = await trx
      .insertInto('quiz_attempts')
      .values({ module_id: ref.moduleId, user_id: userId, score, passed })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quiz_attempt_answers')
      .values(
        graded.map((g) => ({
          attempt_id: attempt.id,
          question_id: g.questionId,
          option_ids: JSON.stringify(g.optionIds),
          correct: g.correct,
        })),
      )
      .execute();
  });
  return {
    score,
    passed,
    passingScore: quiz.passingScore,
    results: graded.map((g) => ({ questionId: g.questionId, correct: g.correct })),
  };
}
