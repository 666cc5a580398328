import { STUDIO_ANALYTICS, type StudioAnalytics } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, type Member, newMember } from '../../test/community.js';
import {
  type AnalyticsCourse,
  addAttempt,
  addQuiz,
  authoredCourse,
  plainLearners,
} from '../../test/studio-analytics.js';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;

let t: TestApp;
let admin: Member;
let author: Member;
let rival: Member;
let learner: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  admin = await newMember(t, 'Analytics Admin');
  await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  t.app.ctx.sessions.forgetUser(admin.id);
  author = await newMember(t, 'Analytics Author');
  rival = await newMember(t, 'Analytics Rival');
  learner = await newMember(t, 'Analytics Learner');
  for (const member of [author, rival]) {
    const res = await admin.call('PUT', `/api/admin/users/${member.id}/role`, { role: 'instructor' });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const urlOf = (courseId: string) => `/api/studio/courses/${courseId}/analytics`;

function analyticsOf(res: LightMyRequestResponse): StudioAnalytics {
  expect(res.statusCode, res.body).toBe(200);
  return json<StudioAnalytics>(res);
}

async function enroll(courseId: string, userId: string, when: Date) {
  await t.app.ctx.db
    .insertInto('enrollments')
    .values({ user_id: userId, course_id: courseId, created_at: when })
    .execute();
}

async function complete(course: AnalyticsCourse, moduleIndex: number, userIds: string[]) {
  const moduleId = course.modules[moduleIndex]?.id as string;
  await t.app.ctx.db
    .insertInto('module_completions')
    .values(userIds.map((user_id) => ({ user_id, module_id: moduleId, course_id: course.id })))
    .execute();
}

describe('a course with learners', () => {
  let course: AnalyticsCourse;
  let learners: string[];
  let questions: string[];
  let lateQuestion: string;
  /** The days enrollments were written on, each with its number of learners. */
  let days: Array<[string, number]>;
  // Who answered what, attempt by attempt: q1, q2, q3 (q2 is the hardest), and the late q4.
  const ATTEMPTS: Array<{ who: number; passed: boolean; right: [boolean, boolean, boolean] }> = [
    { who: 0, passed: false, right: [false, false, true] },
    { who: 0, passed: true, right: [true, true, true] },
    { who: 1, passed: false, right: [true, false, true] },
    { who: 2, passed: false, right: [true, false, true] },
    { who: 2, passed: true, right: [true, true, true] },
    { who: 3, passed: false, right: [false, false, true] },
    { who: 3, passed: false, right: [true, false, false] },
  ];

  beforeAll(async () => {
    const db = t.app.ctx.db;
    course = await authoredCourse(t.app.ctx.db, author.id, ['Openings', 'Middles', 'Endings']);
    learners = await plainLearners(db, 6);
    const today = Date.now();
    days = [
      [dayOf(today - 10 * DAY), 2],
      [dayOf(today - 3 * DAY), 3],
      [dayOf(today), 1],
    ];
    // The first day's learners at both ends of the UTC day: both count on that day.
    const times = ['00:00:00', '23:59:30'];
    let next = 0;
    for (const [day, n] of days) {
      for (let i = 0; i < n; i += 1) {
        await enroll(course.id, learners[next] as string, at(day, times[i % 2] as string));
        next += 1;
      }
    }
    await complete(course, 0, learners.slice(0, 4));
    await complete(course, 1, learners.slice(1, 3));

    const [first, , third] = course.modules;
    questions = await addQuiz(db, first?.id as string, [
      'Hooks open a story',
      'A scene needs no conflict',
      'Show, don’t tell',
    ]);
    // A quiz nobody has tried yet.
    await addQuiz(db, third?.id as string, ['Endings resolve the question'], 80);
    // A question added late: answered, all wrong, but too few times to rank.
    const late = await db
      .insertInto('quiz_questions')
      .values({
        module_id: first?.id as string,
        position: 4,
        kind: 'true_false',
        prompt: 'A question added later',
        options: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lateQuestion = late.id;
    for (const [index, attempt] of ATTEMPTS.entries()) {
      const answers: Record<string, boolean> = Object.fromEntries(
        questions.map((q, i) => [q, attempt.right[i] === true]),
      );
      if (index < STUDIO_ANALYTICS.minAnswers - 1) answers[lateQuestion] = false;
      await addAttempt(db, {
        moduleId: first?.id as string,
        userId: learners[attempt.who] as string,
        passed: attempt.passed,
        answers,
      });
    }

    // Another course of the author's: none of its rows may count in the first one.
    const other = await authoredCourse(t.app.ctx.db, author.id, ['Elsewhere']);
    await enroll(other.id, learners[5] as string, new Date());
    await enroll(other.id, learners[0] as string, at(dayOf(today - 30 * DAY), '12:00:00'));
    await complete(other, 0, [learners[5] as string]);
    const [elsewhere] = await addQuiz(db, other.modules[0]?.id as string, ['Elsewhere question']);
    for (let i = 0; i < STUDIO_ANALYTICS.minAnswers + 1; i += 1) {
      await addAttempt(db, {
        moduleId: other.modules[0]?.id as string,
        userId: learners[5] as string,
        passed: false,
        answers: { [elsewhere as string]: false },
      });
    }
  }, 60_000);

  it('counts enrollments per UTC day from the first one to today, with the running total', async () => {
    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    const today = result.generatedAt.slice(0, 10);
    const perDay = new Map(days);
    const expected = [];
    let total = 0;
    for (let ms = Date.parse(`${days[0]?.[0]}T00:00:00Z`); ms <= Date.parse(`${today}T00:00:00Z`); ms += DAY) {
      const count = perDay.get(dayOf(ms)) ?? 0;
      total += count;
      expected.push({ date: dayOf(ms), count, total });
    }
    expect(result.enrollments).toEqual({ bucket: 'day', total: 6, points: expected });
    expect(result.enrollments.points).toHaveLength(11);
    expect(result.enrollments.points[0]).toEqual({ date: days[0]?.[0], count: 2, total: 2 });
  });

  it('gives the completion funnel in module order', async () => {
    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    expect(result.funnel).toEqual({
      enrolled: 6,
      modules: course.modules.map((m, i) => ({
        moduleId: m.id,
        position: m.position,
        title: ['Openings', 'Middles', 'Endings'][i],
        completed: [4, 2, 0][i],
      })),
    });
  });

  it('gives each quiz’s attempts, learners who tried and passed, and the pass rate', async () => {
    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    const [first, , third] = course.modules;
    const tried = new Set(ATTEMPTS.map((a) => a.who));
    const passed = new Set(ATTEMPTS.filter((a) => a.passed).map((a) => a.who));
    expect(result.quizzes).toEqual([
      {
        moduleId: first?.id,
        position: 1,
        title: 'Openings',
        passingScore: 70,
        attempts: ATTEMPTS.length,
        learnersAttempted: tried.size,
        learnersPassed: passed.size,
        passRate: passed.size / tried.size,
      },
      {
        moduleId: third?.id,
        position: 3,
        title: 'Endings',
        passingScore: 80,
        attempts: 0,
        learnersAttempted: 0,
        learnersPassed: 0,
        passRate: null,
      },
    ]);
    expect(result.quizzes[0]).toMatchObject({ attempts: 7, learnersAttempted: 4, learnersPassed: 2, passRate: 0.5 });
  });

  it('ranks the hardest questions by wrong-answer rate, among those answered often enough', async () => {
    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    const prompts = ['Hooks open a story', 'A scene needs no conflict', 'Show, don’t tell'];
    const ranked = questions
      .map((questionId, i) => {
        const wrong = ATTEMPTS.filter((a) => !a.right[i]).length;
        return {
          questionId,
          moduleId: course.modules[0]?.id,
          modulePosition: 1,
          moduleTitle: 'Openings',
          position: i + 1,
          prompt: prompts[i],
          answers: ATTEMPTS.length,
          wrong,
          wrongRate: wrong / ATTEMPTS.length,
        };
      })
      .sort((a, b) => b.wrongRate - a.wrongRate);
    expect(result.hardestQuestions).toEqual({
      limit: STUDIO_ANALYTICS.hardestQuestions,
      minAnswers: STUDIO_ANALYTICS.minAnswers,
      items: ranked,
    });
    expect(result.hardestQuestions.items.map((q) => q.prompt)).toEqual([
      'A scene needs no conflict',
      'Hooks open a story',
      'Show, don’t tell',
    ]);
    // All wrong, but answered fewer than minAnswers times; the other course's question is not here.
    expect(result.hardestQuestions.items.some((q) => q.questionId === lateQuestion)).toBe(false);
  });

  it('answers an admin with the same figures, and nobody else', async () => {
    const mine = analyticsOf(await author.call('GET', urlOf(course.id)));
    const admins = analyticsOf(await admin.call('GET', urlOf(course.id)));
    expect({ ...admins, generatedAt: '' }).toEqual({ ...mine, generatedAt: '' });

    const theirs = await rival.call('GET', urlOf(course.id));
    expect(theirs.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(theirs).error.code).toBe('course_not_found');
    expect((await learner.call('GET', urlOf(course.id))).statusCode).toBe(403);
    expect((await guestCall(t, 'GET', urlOf(course.id))).statusCode).toBe(401);
    expect((await author.call('GET', urlOf('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await author.call('GET', urlOf('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('a course that has run for a long time', () => {
  it('counts enrollments per week (Monday to Sunday, UTC) past the daily range', async () => {
    const course = await authoredCourse(t.app.ctx.db, author.id, ['Only module']);
    const [a, b, c] = await plainLearners(t.app.ctx.db, 3);
    const monday = mondayOf(Date.parse(`${dayOf(Date.now() - 200 * DAY)}T00:00:00Z`));
    await enroll(course.id, a as string, at(dayOf(monday), '00:00:00'));
    await enroll(course.id, b as string, at(dayOf(monday + 6 * DAY), '23:59:59'));
    await enroll(course.id, c as string, at(dayOf(monday + 7 * DAY), '00:00:00'));

    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    const { bucket, total, points } = result.enrollments;
    expect({ bucket, total }).toEqual({ bucket: 'week', total: 3 });
    expect(points.slice(0, 2)).toEqual([
      { date: dayOf(monday), count: 2, total: 2 },
      { date: dayOf(monday + 7 * DAY), count: 1, total: 3 },
    ]);
    expect(points.slice(2).every((p) => p.count === 0 && p.total === 3)).toBe(true);
    const today = Date.parse(`${result.generatedAt.slice(0, 10)}T00:00:00Z`);
    expect(points.at(-1)?.date).toBe(dayOf(mondayOf(today)));
    expect(
      points.every((p, i) => i === 0 || Date.parse(p.date) - Date.parse(points[i - 1]?.date ?? '') === 7 * DAY),
    ).toBe(true);
  });
});

describe('a course without learners', () => {
  it('answers zeros, not an error', async () => {
    const course = await authoredCourse(t.app.ctx.db, author.id, ['First', 'Second']);
    await addQuiz(t.app.ctx.db, course.modules[1]?.id as string, ['Nobody answered this']);
    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    expect(result).toEqual({
      courseId: course.id,
      generatedAt: expect.any(String),
      enrollments: { bucket: 'day', total: 0, points: [] },
      funnel: {
        enrolled: 0,
        modules: course.modules.map((m) => ({ moduleId: m.id, position: m.position, title: m.title, completed: 0 })),
      },
      quizzes: [
        {
          moduleId: course.modules[1]?.id,
          position: 2,
          title: 'Second',
          passingScore: 70,
          attempts: 0,
          learnersAttempted: 0,
          learnersPassed: 0,
          passRate: null,
        },
      ],
      hardestQuestions: {
        limit: STUDIO_ANALYTICS.hardestQuestions,
        minAnswers: STUDIO_ANALYTICS.minAnswers,
        items: [],
      },
    });
  });

  it('answers a course without modules too', async () => {
    const course = await authoredCourse(t.app.ctx.db, author.id, []);
    const result = analyticsOf(await author.call('GET', urlOf(course.id)));
    expect(result.funnel).toEqual({ enrolled: 0, modules: [] });
    expect(result.quizzes).toEqual([]);
  });
});
