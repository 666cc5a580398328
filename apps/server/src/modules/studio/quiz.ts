import { randomUUID } from 'node:crypto';
import type { StudioQuizInput } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import type { OwnedCourse } from './access.js';
import { edit, moduleOf } from './content.js';

type Trx = Transaction<Database>;

const staleForm = errorText['quiz.staleForm'];

/**
 * Saves a module's whole quiz. Questions and options that come back with their id keep it, so
 * learners' attempts and the instructor's analytics keep pointing at them; those left out are
 * removed. The answer key may be unfinished in a draft: publishing checks it (quizMissingFor).
 */
export function saveQuiz(db: Kysely<Database>, course: OwnedCourse, moduleId: string, input: StudioQuizInput) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    const existing = await trx
      .selectFrom('quiz_questions')
      .select(['id', 'options'])
      .where('module_id', '=', moduleId)
      .execute();
    const known = new Map(existing.map((q) => [q.id, new Set(q.options.map((o) => o.id))]));
    for (const question of input.questions) {
      if (!question.id) continue;
      const options = known.get(question.id);
      if (!options || question.options.some((o) => o.id && !options.has(o.id))) {
        throw new AppError(409, 'conflict', staleForm);
      }
    }
    const kept = input.questions.flatMap((q) => (q.id ? [q.id] : []));
    const removed = existing.map((q) => q.id).filter((id) => !kept.includes(id));
    if (removed.length) await trx.deleteFrom('quiz_questions').where('id', 'in', removed).execute();
    if (kept.length) {
      // Out of the way first: positions are unique per module.
      await trx.updateTable('quiz_questions').set({ position: sql`-position` }).where('id', 'in', kept).execute();
    }
    for (const [index, question] of input.questions.entries()) {
      const values = {
        position: index + 1,
        kind: question.kind,
        prompt: question.prompt,
        options: JSON.stringify(
          question.options.map((o) => ({ id: o.id ?? randomUUID(), label: o.label, correct: o.correct })),
        ),
      };
      if (question.id) await trx.updateTable('quiz_questions').set(values).where('id', '=', question.id).execute();
      else
        await trx
          .insertInto('quiz_questions')
          .values({ ...values, module_id: moduleId })
          .execute();
    }
    await trx
      .updateTable('course_modules')
      .set({ quiz_passing_score: input.passingScore })
      .where('id', '=', moduleId)
      .execute();
  });
}

/** Removes the module's quiz; past attempts stay (the analytics keep them). */
export function deleteQuiz(db: Kysely<Database>, course: OwnedCourse, moduleId: string) {
  return edit(db, course, async (trx: Trx) => {
    await moduleOf(trx, course.id, moduleId);
    await trx.deleteFrom('quiz_questions').where('module_id', '=', moduleId).execute();
    await trx.updateTable('course_modules').set({ quiz_passing_score: null }).where('id', '=', moduleId).execute();
  });
}
