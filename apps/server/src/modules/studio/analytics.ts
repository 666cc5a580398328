import { type EnrollmentBucket, type EnrollmentPoint, STUDIO_ANALYTICS, type StudioAnalytics } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The Monday (UTC) of the week holding this day. */
const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;

/**
 * Enrollments per UTC day from the first one to today, gaps filled with zeros, and the running
 * total. Past `dailyBucketsUpTo` days the points are weeks (starting on Monday), so a chart of a
 * course that has run for years stays readable (at most ~52 points a year).
 */
export function enrollmentSeries(
  perDay: Array<{ day: string; n: number }>,
  now: Date,
): { bucket: EnrollmentBucket; total: number; points: EnrollmentPoint[] } {
  const first = perDay[0];
  if (!first) return { bucket: 'day', total: 0, points: [] };
  const start = dayMs(first.day);
  const last = Math.max(dayMs(ymd(now.getTime())), dayMs(perDay[perDay.length - 1]?.day ?? first.day));
  const bucket: EnrollmentBucket = (last - start) / DAY_MS + 1 > STUDIO_ANALYTICS.dailyBucketsUpTo ? 'week' : 'day';
  const keyOf = bucket === 'day' ? (ms: number) => ms : mondayOf;
  const step = bucket === 'day' ? DAY_MS : 7 * DAY_MS;
  const counts = new Map<number, number>();
  for (const { day, n } of perDay) {
    const key = keyOf(dayMs(day));
    counts.set(key, (counts.get(key) ?? 0) + n);
  }
  const points: EnrollmentPoint[] = [];
  let total = 0;
  for (let at = keyOf(start); at <= last; at += step) {
    const count = counts.get(at) ?? 0;
    total += count;
    points.push({ date: ymd(at), count, total });
  }
  return { bucket, total, points };
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The analytics of one course (the caller has checked it is the actor's): five statements
 * whatever the number of learners, modules or questions, each reading its rows from an index
 * (docs/decisions/1730-studio-analytics.md).
 */
export async function courseAnalytics(
  db: Kysely<Database>,
  courseId: string,
  now = new Date(),
): Promise<StudioAnalytics> {
  const perDay = await db
    .selectFrom('enrollments')
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .where('course_id', '=', courseId)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

  const funnel = await db
    .selectFrom('course_modules as m')
    .select((eb) => [
      'm.id',
      'm.position',
      'm.title',
      eb
        .selectFrom('module_completions as mc')
        .whereRef('mc.module_id', '=', 'm.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('completed'),
    ])
    .where('m.course_id', '=', courseId)
    .orderBy('m.position')
    .execute();

  const quizzes = await db
    .selectFrom('course_modules as m')
    .leftJoin('quiz_attempts as a', 'a.module_id', 'm.id')
    .select([
      'm.id',
      'm.position',
      'm.title',
      'm.quiz_passing_score',
      sql<string>`count(a.id)`.as('attempts'),
      sql<string>`count(distinct a.user_id)`.as('attempted'),
      sql<string>`count(distinct a.user_id) filter (where a.passed)`.as('passed'),
    ])
    .where('m.course_id', '=', courseId)
    .where('m.quiz_passing_score', 'is not', null)
    .groupBy(['m.id', 'm.position', 'm.title', 'm.quiz_passing_score'])
    .orderBy('m.position')
    .execute();

  const { hardestQuestions: limit, minAnswers } = STUDIO_ANALYTICS;
  const hardest = await db
    .selectFrom('course_modules as m')
    .innerJoin('quiz_questions as q', 'q.module_id', 'm.id')
    .innerJoin('quiz_attempt_answers as aa', 'aa.question_id', 'q.id')
    .select([
      'q.id',
      'q.position',
      'q.prompt',
      'm.id as module_id',
      'm.position as module_position',
      'm.title as module_title',
      sql<string>`count(*)`.as('answers'),
      sql<string>`count(*) filter (where not aa.correct)`.as('wrong'),
    ])
    .where('m.course_id', '=', courseId)
    .where('m.quiz_passing_score', 'is not', null)
    .groupBy(['q.id', 'q.position', 'q.prompt', 'm.id', 'm.position', 'm.title'])
    .having(sql<boolean>`count(*) >= ${minAnswers}`)
    .orderBy(sql`count(*) filter (where not aa.correct)::float8 / count(*)`, 'desc')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('m.position')
    .orderBy('q.position')
    .limit(limit)
    .execute();

  const enrollments = enrollmentSeries(
    perDay.map((r) => ({ day: r.day, n: Number(r.n) })),
    now,
  );
  return {
    courseId,
    generatedAt: now.toISOString(),
    enrollments,
    funnel: {
      enrolled: enrollments.total,
      modules: funnel.map((m) => ({
        moduleId: m.id,
        position: m.position,
        title: m.title,
        completed: Number(m.completed ?? 0),
      })),
    },
    quizzes: quizzes.map((m) => {
      const attempted = Number(m.attempted);
      const passed = Number(m.passed);
      return {
        moduleId: m.id,
        position: m.position,
        title: m.title,
        passingScore: m.quiz_passing_score ?? 0,
        attempts: Number(m.attempts),
        learnersAttempted: attempted,
        learnersPassed: passed,
        passRate: share(passed, attempted),
      };
    }),
    hardestQuestions: {
      limit,
      minAnswers,
      items: hardest.map((q) => {
        const answers = Number(q.answers);
        const wrong = Number(q.wrong);
        return {
          questionId: q.id,
          moduleId: q.module_id,
          modulePosition: q.module_position,
          moduleTitle: q.module_title,
          position: q.position,
          prompt: q.prompt,
          answers,
          wrong,
          wrongRate: wrong / answers,
        };
      }),
    },
  };
}
