import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { createCourse } from '../modules/studio/courses.js';
import { uniqueText } from './random-text.js';
import { studioCourseInput } from './studio.js';

/** Test data for the instructor analytics (issue 17): learners' rows written straight to the tables. */

/** Accounts that only need to exist (learners whose rows the test writes itself). */
export async function plainLearners(db: Kysely<Database>, n: number, label = 'Analytics learner'): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  const now = new Date();
  await db
    .insertInto('user')
    .values(
      ids.map((id, i) => ({
        id,
        name: `${label} ${i + 1}`,
        email: `learner-${id}@example.com`,
        emailVerified: true,
        role: 'user',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  return ids;
}

export interface AnalyticsCourse {
  id: string;
  modules: Array<{ id: string; position: number; title: string }>;
}

/** A draft of the author's, made by the studio's own service, with modules of these titles (1..n). */
export async function authoredCourse(
  db: Kysely<Database>,
  authorId: string,
  moduleTitles: string[],
): Promise<AnalyticsCourse> {
  const id = await createCourse(db, authorId, studioCourseInput(uniqueText('Analytics course ', 8)));
  if (moduleTitles.length === 0) return { id, modules: [] };
  const modules = await db
    .insertInto('course_modules')
    .values(
      moduleTitles.map((title, i) => ({
        course_id: id,
        position: i + 1,
        title,
        description: '',
        duration_minutes: 10,
      })),
    )
    .returning(['id', 'position', 'title'])
    .execute();
  return { id, modules: modules.sort((a, b) => a.position - b.position) };
}

/** Gives a module a quiz of true/false questions (the first option right); returns their ids in order. */
export async function addQuiz(
  db: Kysely<Database>,
  moduleId: string,
  prompts: string[],
  passingScore = 70,
): Promise<string[]> {
  await db.updateTable('course_modules').set({ quiz_passing_score: passingScore }).where('id', '=', moduleId).execute();
  const rows = await db
    .insertInto('quiz_questions')
    .values(
      prompts.map((prompt, i) => ({
        module_id: moduleId,
        position: i + 1,
        kind: 'true_false' as const,
        prompt,
        options: JSON.stringify([
          { id: randomUUID(), label: 'True', correct: true },
          { id: randomUUID(), label: 'False', correct: false },
        ]),
      })),
    )
    .returning(['id', 'position'])
    .execute();
  return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
}

/** One stored attempt with its answers (question id → answered right). */
export async function addAttempt(
  db: Kysely<Database>,
  attempt: { moduleId: string; userId: string; passed: boolean; answers: Record<string, boolean> },
) {
  const answers = Object.entries(attempt.answers);
  const right = answers.filter(([, correct]) => correct).length;
  const row = await db
    .insertInto('quiz_attempts')
    .values({
      module_id: attempt.moduleId,
      user_id: attempt.userId,
      score: Math.round((right / Math.max(answers.length, 1)) * 100),
      passed: attempt.passed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (answers.length === 0) return;
  await db
    .insertInto('quiz_attempt_answers')
    .values(
      answers.map(([questionId, correct]) => ({
        attempt_id: row.id,
        question_id: questionId,
        option_ids: JSON.stringify([]),
        correct,
      })),
    )
    .execute();
}
