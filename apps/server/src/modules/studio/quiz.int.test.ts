import {
  type ModuleView,
  type QuizAttemptResult,
  quizMissing,
  type StudioCourse,
  type StudioQuiz,
} from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { uniqueText } from '../../test/random-text.js';
import { studioCourseInput, studioLessonInput, studioQuizInput } from '../../test/studio.js';

let t: TestApp;
let author: Member;
let rival: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  const admin = await newMember(t, 'Quiz Admin');
  await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  t.app.ctx.sessions.forgetUser(admin.id);
  author = await newMember(t, 'Quiz Author');
  rival = await newMember(t, 'Quiz Rival');
  for (const member of [author, rival]) {
    const res = await admin.call('PUT', `/api/admin/users/${member.id}/role`, { role: 'instructor' });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const base = '/api/studio/courses';
const errorOf = (res: LightMyRequestResponse) => json<{ error: { code: string; message: string } }>(res).error;

function ok(res: LightMyRequestResponse, status = 200): StudioCourse {
  expect(res.statusCode, res.body).toBe(status);
  return json<StudioCourse>(res);
}

/** A published one-module course whose module has the standard two-question quiz. */
async function courseWithQuiz(passingScore = 100) {
  let course = ok(await author.call('POST', base, studioCourseInput(uniqueText('Quiz course ', 8))), 201);
  course = ok(await author.call('POST', `${base}/${course.id}/modules`, { title: 'Beats', description: '' }), 201);
  const moduleId = course.modules[0]?.id ?? '';
  ok(await author.call('POST', `${base}/${course.id}/modules/${moduleId}/lessons`, studioLessonInput('Read me')), 201);
  course = ok(await author.call('PUT', `${base}/${course.id}/modules/${moduleId}/quiz`, studioQuizInput(passingScore)));
  ok(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
  return { course, moduleId, quiz: course.modules[0]?.quiz as StudioQuiz };
}

/** The option ids of each question whose label is in `labels`. */
function choose(quiz: StudioQuiz, labels: string[]) {
  return Object.fromEntries(
    quiz.questions.map((q) => [q.id, q.options.filter((o) => labels.includes(o.label)).map((o) => o.id)]),
  );
}

async function learnerIn(slug: string) {
  const learner = await newMember(t, 'Quiz Learner');
  expect((await learner.call('POST', `/api/courses/${slug}/enrollment`, {})).statusCode).toBe(201);
  return learner;
}

describe('authoring a quiz', () => {
  it('saves the questions with their key for the author, and keeps ids when saved again', async () => {
    const { course, moduleId, quiz } = await courseWithQuiz(70);
    expect(quiz.passingScore).toBe(70);
    expect(quiz.questions.map((q) => [q.kind, q.options.map((o) => [o.label, o.correct])])).toEqual([
      [
        'single',
        [
          ['Three', false],
          ['Four', true],
          ['Seven', false],
        ],
      ],
      [
        'true_false',
        [
          ['True', true],
          ['False', false],
        ],
      ],
    ]);
    // Saved again with the second question first and the first dropped: the kept one keeps its ids.
    const [first, second] = quiz.questions;
    const edited = ok(
      await author.call('PUT', `${base}/${course.id}/modules/${moduleId}/quiz`, {
        passingScore: 50,
        questions: [{ ...second, prompt: 'Hooks come first.' }],
      }),
    ).modules[0]?.quiz;
    expect(edited?.questions).toEqual([{ ...second, prompt: 'Hooks come first.' }]);
    expect(edited?.questions.some((q) => q.id === first?.id)).toBe(false);
  });

  it('refuses a malformed question and writes nothing', async () => {
    const { course, moduleId, quiz } = await courseWithQuiz();
    const url = `${base}/${course.id}/modules/${moduleId}/quiz`;
    const twoRight = studioQuizInput();
    twoRight.questions[0]?.options.forEach((o) => {
      o.correct = true;
    });
    const threeWay = studioQuizInput();
    threeWay.questions[1]?.options.push({ label: 'Maybe', correct: false });
    for (const body of [twoRight, threeWay, { ...studioQuizInput(), passingScore: 0 }]) {
      const res = await author.call('PUT', url, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    const foreign = await author.call('PUT', url, {
      passingScore: 80,
      questions: [{ ...quiz.questions[0], id: course.id }],
    });
    expect(foreign.statusCode).toBe(409);
    const after = ok(await author.call('GET', `${base}/${course.id}`));
    expect(after.modules[0]?.quiz).toEqual(quiz);
    // Another instructor cannot see or change it.
    expect((await rival.call('PUT', url, studioQuizInput())).statusCode).toBe(404);
  });

  it('does not publish a quiz without questions or a question without a right answer', async () => {
    let course = ok(await author.call('POST', base, studioCourseInput(uniqueText('Unfinished quiz ', 8))), 201);
    course = ok(await author.call('POST', `${base}/${course.id}/modules`, { title: 'One', description: '' }), 201);
    const moduleId = course.modules[0]?.id ?? '';
    const url = `${base}/${course.id}/modules/${moduleId}`;
    ok(await author.call('POST', `${url}/lessons`, studioLessonInput('Lesson')), 201);
    const empty = ok(await author.call('PUT', `${url}/quiz`, { passingScore: 60, questions: [] }));
    expect(empty.missing).toEqual([quizMissing.noQuestions(1)]);
    const noKey = studioQuizInput();
    noKey.questions[1]?.options.forEach((o) => {
      o.correct = false;
    });
    const keyless = ok(await author.call('PUT', `${url}/quiz`, noKey));
    expect(keyless.missing).toEqual([quizMissing.noCorrect(1, 2)]);
    const refused = await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' });
    expect(refused.statusCode).toBe(422);
    const removed = ok(await author.call('DELETE', `${url}/quiz`));
    expect(removed.modules[0]?.quiz).toBeNull();
    expect(removed.missing).toEqual([]);
  });
});

describe('taking a quiz', () => {
  it('never sends the answer key to a learner', async () => {
    const { course } = await courseWithQuiz();
    const learner = await learnerIn(course.slug);
    const res = await learner.call('GET', `/api/courses/${course.slug}/modules/1`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"correct"');
    const view = json<ModuleView>(res);
    expect(view.module.quiz?.questions.map((q) => q.options.map((o) => Object.keys(o).sort()))).toEqual([
      [
        ['id', 'label'],
        ['id', 'label'],
        ['id', 'label'],
      ],
      [
        ['id', 'label'],
        ['id', 'label'],
      ],
    ]);
    expect(view.module.quiz).toMatchObject({ passingScore: 100, passed: false, lastAttempt: null });
  });

  it('grades an attempt, says which answers were wrong, and gates module completion on a pass', async () => {
    const { course, quiz } = await courseWithQuiz();
    const learner = await learnerIn(course.slug);
    const attempts = `/api/courses/${course.slug}/modules/1/quiz/attempts`;
    const complete = `/api/courses/${course.slug}/modules/1/completion`;

    const failed = await learner.call('POST', attempts, { answers: choose(quiz, ['Three', 'True']) });
    expect(failed.statusCode, failed.body).toBe(201);
    expect(json<QuizAttemptResult>(failed)).toEqual({
      score: 50,
      passed: false,
      passingScore: 100,
      results: [
        { questionId: quiz.questions[0]?.id, correct: false },
        { questionId: quiz.questions[1]?.id, correct: true },
      ],
    });
    expect(failed.body).not.toContain(quiz.questions[0]?.options[1]?.id ?? 'no-such-id');
    const refused = await learner.call('POST', complete, {});
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('quiz_not_passed');

    const passed = json<QuizAttemptResult>(
      await learner.call('POST', attempts, { answers: choose(quiz, ['Four', 'True']) }),
    );
    expect(passed).toMatchObject({ score: 100, passed: true });
    const view = json<ModuleView>(await learner.call('GET', `/api/courses/${course.slug}/modules/1`));
    expect(view.module.quiz).toMatchObject({ passed: true, lastAttempt: { score: 100, passed: true } });
    expect((await learner.call('POST', complete, {})).statusCode).toBe(200);

    const stored = await t.app.ctx.db
      .selectFrom('quiz_attempts as a')
      .innerJoin('user as u', 'u.id', 'a.user_id')
      .select([
        'a.score',
        'a.passed',
        (eb) =>
          eb
            .selectFrom('quiz_attempt_answers as x')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('x.attempt_id', '=', 'a.id')
            .as('answers'),
      ])
      .where('u.email', '=', learner.email)
      .orderBy('a.created_at')
      .execute();
    expect(stored.map((a) => [a.score, a.passed, Number(a.answers)])).toEqual([
      [50, false, 2],
      [100, true, 2],
    ]);
  });

  it('counts a blank or partly right multiple choice as wrong', async () => {
    const { course, moduleId } = await courseWithQuiz(50);
    const multiple = {
      passingScore: 50,
      questions: [
        {
          kind: 'multiple' as const,
          prompt: 'Which of these are story beats?',
          options: [
            { label: 'Hook', correct: true },
            { label: 'Climax', correct: true },
            { label: 'Font', correct: false },
          ],
        },
      ],
    };
    const quiz = ok(await author.call('PUT', `${base}/${course.id}/modules/${moduleId}/quiz`, multiple)).modules[0]
      ?.quiz as StudioQuiz;
    const learner = await learnerIn(course.slug);
    const attempts = `/api/courses/${course.slug}/modules/1/quiz/attempts`;
    for (const labels of [[], ['Hook'], ['Hook', 'Climax', 'Font']]) {
      const result = json<QuizAttemptResult>(await learner.call('POST', attempts, { answers: choose(quiz, labels) }));
      expect(result.score, labels.join()).toBe(0);
    }
    const right = json<QuizAttemptResult>(
      await learner.call('POST', attempts, { answers: choose(quiz, ['Hook', 'Climax']) }),
    );
    expect(right).toMatchObject({ score: 100, passed: true });
  });

  it('refuses answers outside the quiz, and attempts by someone not enrolled', async () => {
    const { course, quiz } = await courseWithQuiz();
    const learner = await learnerIn(course.slug);
    const attempts = `/api/courses/${course.slug}/modules/1/quiz/attempts`;
    const foreign = await learner.call('POST', attempts, { answers: { [course.id]: [] } });
    expect(foreign.statusCode).toBe(422);
    expect(errorOf(foreign).code).toBe('quiz_answer_unknown');
    const wrongOption = await learner.call('POST', attempts, {
      answers: { [quiz.questions[0]?.id ?? '']: [quiz.questions[1]?.options[0]?.id] },
    });
    expect(wrongOption.statusCode).toBe(422);
    const outsider = await newMember(t, 'Quiz Outsider');
    const notEnrolled = await outsider.call('POST', attempts, { answers: {} });
    expect(notEnrolled.statusCode).toBe(403);
    expect(errorOf(notEnrolled).code).toBe('not_enrolled');
    const count = await t.app.ctx.db
      .selectFrom('quiz_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('module_id', '=', course.modules[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
