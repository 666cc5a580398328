import type { StudioAnalytics } from '@storyloom/domain';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPglite } from '../../db/pglite-prepared.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { type AnalyticsCourse, addQuiz, authoredCourse } from '../../test/studio-analytics.js';

/**
 * The analytics at a few thousand learners: a fixed number of statements whatever the course's
 * size (no N+1), none reading a whole learner table (docs/decisions/1730-studio-analytics.md).
 */

const LEARNERS = 3000;
const COURSES = 30;
const LEARNER_TABLES = /Seq Scan on (enrollments|module_completions|quiz_attempts|quiz_attempt_answers)\b/;
const ANALYTICS_TABLES = /\b(enrollments|module_completions|quiz_attempts|quiz_attempt_answers|quiz_questions)\b/;

type Captured = { sql: string; params: unknown[] };
const captured: Captured[] = [];
let capturing = false;
type Queryable = { query: (...args: unknown[]) => unknown };
const patched: Array<[Queryable, Queryable['query']]> = [];
function patch(proto: Queryable) {
  const original = proto.query;
  patched.push([proto, original]);
  proto.query = function (this: unknown, ...args: unknown[]) {
    const named = args[0] as { text?: unknown; values?: unknown[] } | undefined;
    if (capturing && typeof args[0] === 'string') captured.push({ sql: args[0], params: (args[1] as unknown[]) ?? [] });
    else if (capturing && typeof named?.text === 'string')
      captured.push({ sql: named.text, params: named.values ?? [] });
    return original.apply(this, args);
  };
}

let t: TestApp;
let author: Member;
let courses: AnalyticsCourse[];
let small: AnalyticsCourse;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  const db = t.app.ctx.db;
  author = await newMember(t, 'Plan Author');
  await db.updateTable('user').set({ role: 'instructor' }).where('id', '=', author.id).execute();
  t.app.ctx.sessions.forgetUser(author.id);
  courses = [];
  for (let i = 0; i < COURSES; i += 1) {
    const course = await authoredCourse(db, author.id, ['One', 'Two', 'Three', 'Four']);
    for (const m of course.modules.filter((m) => m.position % 2 === 0)) {
      await addQuiz(db, m.id, ['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
    }
    courses.push(course);
  }
  small = await authoredCourse(db, author.id, ['Alone']);
  await addQuiz(db, small.modules[0]?.id as string, ['Only question']);
  const ids = courses.map((c) => c.id);
  await sql`
    insert into "user" (id, name, email, "emailVerified", role)
    select gen_random_uuid(), 'Plan learner ' || i, 'plan-learner-' || i || '-' || md5(random()::text) || '@example.com', true, 'user'
    from generate_series(1, ${LEARNERS}) as i`.execute(db);
  // Each learner in a sixth of the courses, enrolled on a day in the last 400.
  await sql`
    insert into enrollments (user_id, course_id, created_at)
    select u.id, c.id, now() - (abs(hashtext(u.id::text || c.id::text)) % 400) * interval '1 day'
    from (select id, row_number() over (order by id) as n from "user" where name like 'Plan learner %') u
    join (select id, row_number() over (order by id) as n from courses where id = any(${ids}::uuid[])) c
      on (u.n + c.n) % 6 = 0`.execute(db);
  await sql`
    insert into module_completions (user_id, module_id, course_id, created_at)
    select e.user_id, m.id, e.course_id, e.created_at + interval '1 day'
    from enrollments e join course_modules m on m.course_id = e.course_id
    where e.course_id = any(${ids}::uuid[]) and m.position <= abs(hashtext(e.user_id::text || e.course_id::text)) % 5`.execute(
    db,
  );
  await sql`
    insert into quiz_attempts (module_id, user_id, score, passed, created_at)
    select m.id, e.user_id, s.score, s.score >= 70, e.created_at + interval '1 hour'
    from enrollments e join course_modules m on m.course_id = e.course_id and m.quiz_passing_score is not null
    cross join lateral (select abs(hashtext(e.user_id::text || m.id::text)) % 101 as score) s
    where e.course_id = any(${ids}::uuid[]) and abs(hashtext(m.id::text || e.user_id::text)) % 3 > 0`.execute(db);
  await sql`
    insert into quiz_attempt_answers (attempt_id, question_id, option_ids, correct)
    select a.id, q.id, '[]'::jsonb, abs(hashtext(a.id::text || q.id::text)) % 100 >= q.position * 12
    from quiz_attempts a join quiz_questions q on q.module_id = a.module_id
    join course_modules m on m.id = a.module_id
    where m.course_id = any(${ids}::uuid[])`.execute(db);
  await sql`analyze`.execute(db);
  patch(PreparedPglite.prototype as unknown as Queryable);
  patch(pg.Client.prototype as unknown as Queryable);
}, 180_000);

afterAll(async () => {
  for (const [proto, original] of patched) proto.query = original;
  await t?.close();
});

async function statementsOf(courseId: string) {
  captured.length = 0;
  capturing = true;
  const started = performance.now();
  const res = await author.call('GET', `/api/studio/courses/${courseId}/analytics`);
  const ms = performance.now() - started;
  capturing = false;
  expect(res.statusCode, res.body).toBe(200);
  return { body: json<StudioAnalytics>(res), ms, statements: captured.filter((c) => ANALYTICS_TABLES.test(c.sql)) };
}

async function plan(statement: Captured, seqscan: boolean) {
  return t.app.ctx.db.transaction().execute(async (trx) => {
    if (!seqscan) await sql`set local enable_seqscan = off`.execute(trx);
    const res = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${statement.sql}`, statement.params),
    );
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe(`studio analytics at ${LEARNERS.toLocaleString('en-US')} learners`, () => {
  it('issues the same statements for a big course as for a one-learner one (no N+1)', async () => {
    const big = await statementsOf(courses[0]?.id as string);
    const tiny = await statementsOf(small.id);
    expect(big.body.enrollments.total).toBeGreaterThan(LEARNERS / 10);
    expect(big.body.enrollments.bucket).toBe('week');
    expect(big.body.hardestQuestions.items.length).toBeGreaterThan(0);
    expect(big.body.quizzes.every((q) => q.attempts > 0)).toBe(true);
    // Enrollments per day, the funnel, the quizzes, the hardest questions: one statement each.
    expect(big.statements.length).toBe(4);
    expect(tiny.statements.length).toBe(big.statements.length);
    console.info(`studio analytics for ${big.body.enrollments.total} learners: ${big.ms.toFixed(1)} ms`);
  });

  it('reads no learner table whole, and can serve every statement from an index', async () => {
    const { statements } = await statementsOf(courses[1]?.id as string);
    expect(statements.length).toBe(4);
    const scans: string[] = [];
    for (const statement of statements) {
      const chosen = await plan(statement, true);
      if (process.env.SHOW_PLANS) console.info(`${statement.sql}\n${chosen}`);
      if (LEARNER_TABLES.test(chosen)) scans.push(`${statement.sql}\n${chosen}`);
      const indexed = await plan(statement, false);
      if (/Seq Scan/.test(indexed)) scans.push(`with seqscan off: ${statement.sql}\n${indexed}`);
    }
    expect(scans).toEqual([]);
  });
});
