import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPglite } from '../../db/pglite-prepared.js';
import { json, type TestApp } from '../../test/app.js';
import { asUser, createLearningTestApp, STORY } from '../../test/learning.js';
import { signUpAndIn } from '../../test/users.js';

/**
 * The learning and dashboard screens' requests: a fixed number of SQL statements whatever the
 * user's amount of data (no N+1), and every statement on our tables servable by an index.
 */

type Captured = { sql: string; params: unknown[] };
const captured: Captured[] = [];
let capturing = false;

type Queryable = { query: (...args: unknown[]) => unknown };
const patched: Array<[Queryable, Queryable['query']]> = [];
function patch(proto: Queryable) {
  const original = proto.query;
  patched.push([proto, original]);
  proto.query = function (this: unknown, ...args: unknown[]) {
    // Kysely's text and values, or node-postgres's named statement ({ name, text, values }).
    const named = args[0] as { text?: unknown; values?: unknown[] } | undefined;
    if (capturing && typeof args[0] === 'string') captured.push({ sql: args[0], params: (args[1] as unknown[]) ?? [] });
    else if (capturing && typeof named?.text === 'string')
      captured.push({ sql: named.text, params: named.values ?? [] });
    return original.apply(this, args);
  };
}

const OUR_TABLES =
  /\b(courses|course_modules|course_lessons|course_materials|course_recordings|enrollments|lesson_completions|module_completions|module_comments|events|event_registrations|ai_generations)\b/;

let t: TestApp;
let user: ReturnType<typeof asUser>;
let eventId: string;
beforeAll(async () => {
  t = await createLearningTestApp();
  patch(PreparedPglite.prototype as unknown as Queryable);
  patch(pg.Client.prototype as unknown as Queryable);
  user = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
  const event = await t.app.ctx.db
    .selectFrom('events')
    .select('id')
    .where('title', '=', 'Pitch Practice Night')
    .executeTakeFirstOrThrow();
  eventId = event.id;
});
afterAll(async () => {
  for (const [proto, original] of patched) proto.query = original;
  await t.close();
});

const SCREENS = [
  '/api/dashboard/stats',
  '/api/dashboard/activity',
  '/api/dashboard/recommended',
  '/api/achievements',
  '/api/events/upcoming',
  '/api/courses',
  '/api/courses?search=story&category=Storytelling',
  '/api/courses/enrolled',
  `/api/courses/${STORY}/materials`,
  `/api/courses/${STORY}/modules/2`,
  `/api/courses/${STORY}/modules/2/comments`,
];

async function statementsPerScreen(): Promise<Record<string, Captured[]>> {
  const result: Record<string, Captured[]> = {};
  for (const url of SCREENS) {
    captured.length = 0;
    capturing = true;
    const res = await user.get(url);
    capturing = false;
    expect(res.statusCode, url).toBe(200);
    result[url] = captured.filter((c) => OUR_TABLES.test(c.sql));
  }
  return result;
}

async function addActivity(courses: string[]) {
  for (const slug of courses) {
    await user.post(`/api/courses/${slug}/enrollment`);
    await user.post(`/api/courses/${slug}/modules/1/completion`);
    await user.post(`/api/courses/${slug}/modules/2/comments`, { body: `Notes on ${slug}` });
  }
}

describe('dashboard and course queries', () => {
  it('issue the same number of statements with one course or seven (no N+1)', async () => {
    await addActivity([STORY]);
    await user.post(`/api/events/${eventId}/registration`);
    const small = await statementsPerScreen();
    const courses = json<{ items: Array<{ slug: string }> }>(await user.get('/api/courses?pageSize=50')).items;
    await addActivity(courses.map((c) => c.slug).filter((s) => s !== STORY));
    const large = await statementsPerScreen();
    if (process.env.SHOW_STATEMENTS)
      console.info(
        Object.entries(large)
          .map(([u, s]) => `${u}: ${s.length}`)
          .join('\n'),
      );
    for (const url of SCREENS) {
      expect(small[url]?.length, url).toBeGreaterThan(0);
      expect(large[url]?.length, url).toBe(small[url]?.length);
      // one page, one count, plus the course or module lookup: never a statement per row
      expect(large[url]?.length, url).toBeLessThanOrEqual(4);
    }
  });

  it('can serve every statement on our tables from an index', async () => {
    const perScreen = await statementsPerScreen();
    const seqScans: string[] = [];
    for (const [url, statements] of Object.entries(perScreen)) {
      for (const statement of statements) {
        const plan = await t.app.ctx.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const res = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${statement.sql}`, statement.params),
          );
          return res.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        if (/Seq Scan/.test(plan)) seqScans.push(`${url}\n${statement.sql}\n${plan}`);
      }
    }
    expect(Object.values(perScreen).flat().length).toBeGreaterThan(SCREENS.length);
    expect(seqScans).toEqual([]);
  });
});
