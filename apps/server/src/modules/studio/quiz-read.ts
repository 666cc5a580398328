import { quizMissing, type StudioModule, type StudioQuiz } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The quizzes of a course's modules, with their answer keys, by module id. */
export async function loadQuizzes(
  db: Kysely<Database>,
  modules: Array<{ id: string; quiz_passing_score: number | null }>,
): Promise<Map<string, StudioQuiz>> {
  const withQuiz = modules.filter((m) => m.quiz_passing_score !== null);
  const quizzes = new Map<string, StudioQuiz>(
    withQuiz.map((m) => [m.id, { passingScore: m.quiz_passing_score ?? 0, questions: [] }]),
  );
  if (withQuiz.length === 0) return quizzes;
  const questions = await db
    .selectFrom('quiz_questions')
    .select(['id', 'module_id', 'kind', 'prompt', 'options'])
    .where(
      'module_id',
      'in',
      withQuiz.map((m) => m.id),
    )
    .orderBy('module_id')
    .orderBy('position')
    .execute();
  for (const q of questions) {
    quizzes.get(q.module_id)?.questions.push({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.options });
  }
  return quizzes;
}

/** What publishing refuses in a module's quiz: no questions, or a question without a correct answer. */
export function quizMissingFor(module: StudioModule): string[] {
  if (!module.quiz) return [];
  if (module.quiz.questions.length === 0) return [quizMissing.noQuestions(module.position)];
  return module.quiz.questions.flatMap((q, index) =>
    q.options.some((o) => o.correct) ? [] : [quizMissing.noCorrect(module.position, index + 1)],
  );
}
