import { randomUUID } from 'node:crypto';
import type { StudioCourseInput, StudioLessonInput, StudioQuizInput } from '@storyloom/domain';
import type { TestApp } from './app.js';

/** A valid course for the studio's create and edit routes. */
export function studioCourseInput(title: string, overrides: Partial<StudioCourseInput> = {}): StudioCourseInput {
  return {
    title,
    summary: 'A short course written in the studio',
    description: 'Everything a learner needs to know about this course, written by its instructor.',
    category: 'Storytelling',
    levels: ['beginner'],
    durationWeeks: 3,
    learningPoints: ['Write a scene that opens with a hook'],
    instructor: { name: 'Rosa Instructor', title: 'Author', bio: 'Writes and teaches.' },
    schedule: { weekday: 3, time: '16:30' },
    prerequisites: ['A notebook', 'Twenty minutes a day'],
    ...overrides,
  };
}

export function studioLessonInput(
  title: string,
  body = `## ${title}\n\nRead [the guide](https://example.org).`,
): StudioLessonInput {
  return { kind: 'text', title, durationMinutes: 12, body };
}

/** A two-question quiz: a single choice whose right answer is 'Four', and true/false whose right answer is 'True'. */
export function studioQuizInput(passingScore = 100): StudioQuizInput {
  return {
    passingScore,
    questions: [
      {
        kind: 'single',
        prompt: 'How many beats has the story structure of module 3?',
        options: [
          { label: 'Three', correct: false },
          { label: 'Four', correct: true },
          { label: 'Seven', correct: false },
        ],
      },
      {
        kind: 'true_false',
        prompt: 'A hook belongs at the start of a story.',
        options: [
          { label: 'True', correct: true },
          { label: 'False', correct: false },
        ],
      },
    ],
  };
}

/** Gives a seeded course's module a one-question quiz, written straight to the database (once). */
export async function ensureQuiz(t: TestApp, slug: string, position: number) {
  const { db } = t.app.ctx;
  const module = await db
    .selectFrom('course_modules as m')
    .innerJoin('courses as c', 'c.id', 'm.course_id')
    .select(['m.id', 'm.quiz_passing_score'])
    .where('c.slug', '=', slug)
    .where('m.position', '=', position)
    .executeTakeFirstOrThrow();
  if (module.quiz_passing_score !== null) return module.id;
  await db.updateTable('course_modules').set({ quiz_passing_score: 50 }).where('id', '=', module.id).execute();
  const options = [
    { id: randomUUID(), label: 'True', correct: true },
    { id: randomUUID(), label: 'False', correct: false },
  ];
  await db
    .insertInto('quiz_questions')
    .values({
      module_id: module.id,
      position: 1,
      kind: 'true_false',
      prompt: 'Is this a quiz?',
      options: JSON.stringify(options),
    })
    .execute();
  return module.id;
}

/** Answers every question of the module's quiz with its first option. */
export async function firstOptionAnswers(t: TestApp, slug: string, position: number) {
  const rows = await t.app.ctx.db
    .selectFrom('quiz_questions as q')
    .innerJoin('course_modules as m', 'm.id', 'q.module_id')
    .innerJoin('courses as c', 'c.id', 'm.course_id')
    .select(['q.id', 'q.options'])
    .where('c.slug', '=', slug)
    .where('m.position', '=', position)
    .execute();
  return Object.fromEntries(rows.map((q) => [q.id, [q.options[0]?.id ?? '']]));
}
