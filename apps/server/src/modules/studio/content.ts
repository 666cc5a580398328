import { type StudioLessonInput, type StudioModuleInput, studioErrors } from '@storyloom/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import type { OwnedCourse } from './access.js';
import { touchCourse } from './courses.js';

type Trx = Transaction<Database>;

/**
 * Modules and lessons of a course. Ids never change, so learners' progress (kept by lesson and
 * module id) survives edits and reorders; positions stay 1..n because the module viewer's URLs
 * use them. Positions are unique per parent, so a new order is written in two steps: out of the
 * way (negative), then into place.
 */
async function writeOrder(trx: Trx, table: 'course_modules' | 'course_lessons', ids: string[]) {
  if (ids.length === 0) return;
  await trx.updateTable(table).set({ position: sql`-position` }).where('id', 'in', ids).execute();
  await sql`update ${sql.table(table)} as t set position = o.position
    from unnest(${sql.val(ids)}::uuid[]) with ordinality as o(id, position)
    where t.id = o.id`.execute(trx);
}

function sameSet(a: string[], b: string[]) {
  return a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));
}

async function moduleIds(trx: Trx, courseId: string) {
  const rows = await trx
    .selectFrom('course_modules')
    .select('id')
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

async function lessonIds(trx: Trx, moduleId: string) {
  const rows = await trx
    .selectFrom('course_lessons')
    .select('id')
    .where('module_id', '=', moduleId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

/** The module when it belongs to the course; 404 otherwise. */
async function moduleOf(trx: Trx, courseId: string, moduleId: string) {
  const row = await trx
    .selectFrom('course_modules')
    .select('id')
    .where('id', '=', moduleId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'module_not_found', studioErrors.moduleNotFound);
  return row.id;
}

/** Serialises content edits of one course, so two editors' positions never collide. */
async function lockCourse(trx: Trx, courseId: string) {
  await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().execute();
}

function edit<T>(db: Kysely<Database>, course: OwnedCourse, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockCourse(trx, course.id);
    const result = await work(trx);
    await touchCourse(trx, course.id);
    return result;
  });
}

export function addModule(db: Kysely<Database>, course: OwnedCourse, input: StudioModuleInput) {
  return edit(db, course, async (trx) => {
    const count = (await moduleIds(trx, course.id)).length;
    await trx
      .insertInto('course_modules')
      .values({
        course_id: course.id,
        position: count + 1,
        title: input.title,
        description: input.description,
        video_url: null,
        duration_minutes: 0,
      })
      .execute();
  });
}

export function updateModule(db: Kysely<Database>, course: OwnedCourse, moduleId: string, input: StudioModuleInput) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    await trx
      .updateTable('course_modules')
      .set({ title: input.title, description: input.description })
      .where('id', '=', moduleId)
      .execute();
  });
}

export function deleteModule(db: Kysely<Database>, course: OwnedCourse, moduleId: string) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    const ids = await moduleIds(trx, course.id);
    if (course.status !== 'draft' && ids.length === 1) {
      throw new AppError(409, 'content_required', studioErrors.lastModule);
    }
    await trx.deleteFrom('course_modules').where('id', '=', moduleId).execute();
    await writeOrder(
      trx,
      'course_modules',
      ids.filter((id) => id !== moduleId),
    );
  });
}

export function reorderModules(db: Kysely<Database>, course: OwnedCourse, ids: string[]) {
  return edit(db, course, async (trx) => {
    if (!sameSet(ids, await moduleIds(trx, course.id))) {
      throw new AppError(422, 'order_mismatch', studioErrors.orderMismatch);
    }
    await writeOrder(trx, 'course_modules', ids);
  });
}

/** A module's length is the sum of its lessons': kept in step with every lesson edit. */
async function refreshModuleMinutes(trx: Trx, moduleId: string) {
  await trx
    .updateTable('course_modules')
    .set({
      duration_minutes: sql<number>`(select coalesce(sum(duration_minutes), 0) from course_lessons where module_id = ${moduleId})`,
    })
    .where('id', '=', moduleId)
    .execute();
}

function lessonColumns(input: StudioLessonInput) {
  return { kind: input.kind, title: input.title, duration_minutes: input.durationMinutes, body: input.body };
}

export function addLesson(db: Kysely<Database>, course: OwnedCourse, moduleId: string, input: StudioLessonInput) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    const count = (await lessonIds(trx, moduleId)).length;
    await trx
      .insertInto('course_lessons')
      .values({ ...lessonColumns(input), module_id: moduleId, position: count + 1 })
      .execute();
    await refreshModuleMinutes(trx, moduleId);
  });
}

async function lessonOf(trx: Trx, moduleId: string, lessonId: string) {
  const row = await trx
    .selectFrom('course_lessons')
    .select('id')
    .where('id', '=', lessonId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'lesson_not_found', studioErrors.lessonNotFound);
}

export function updateLesson(
  db: Kysely<Database>,
  course: OwnedCourse,
  moduleId: string,
  lessonId: string,
  input: StudioLessonInput,
) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    await lessonOf(trx, moduleId, lessonId);
    await trx.updateTable('course_lessons').set(lessonColumns(input)).where('id', '=', lessonId).execute();
    await refreshModuleMinutes(trx, moduleId);
  });
}

/**
 * Removes a lesson and its completions; progress is computed from what remains, so every
 * learner's percentage follows. A published course's module keeps at least one lesson.
 */
export function deleteLesson(db: Kysely<Database>, course: OwnedCourse, moduleId: string, lessonId: string) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    await lessonOf(trx, moduleId, lessonId);
    const ids = await lessonIds(trx, moduleId);
    if (course.status !== 'draft' && ids.length === 1) {
      throw new AppError(409, 'content_required', studioErrors.lastLesson);
    }
    await trx.deleteFrom('course_lessons').where('id', '=', lessonId).execute();
    await writeOrder(
      trx,
      'course_lessons',
      ids.filter((id) => id !== lessonId),
    );
    await refreshModuleMinutes(trx, moduleId);
  });
}

export function reorderLessons(db: Kysely<Database>, course: OwnedCourse, moduleId: string, ids: string[]) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    if (!sameSet(ids, await lessonIds(trx, moduleId))) {
      throw new AppError(422, 'order_mismatch', studioErrors.orderMismatch);
    }
    await writeOrder(trx, 'course_lessons', ids);
  });
}
