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
export async function moduleOf(trx: Trx, courseId: string, moduleId: string) {
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

/**
 * One content change of a course: in a transaction, with the course locked, and marked edited.
 * Inside a transaction already (the demo seeder's), it joins that one.
 */
export function edit<T>(db: Kysely<Database>, course: OwnedCourse, work: (trx: Trx) => Promise<T>): Promise<T> {
  const run = async (trx: Trx) => {
    await lockCourse(trx, course.id);
    const result = await work(trx);
    await touchCourse(trx, course.id);
    return result;
  };
  return db.isTransaction ? run(db as Trx) : db.transaction().execute(run);
}

export function addModule(db: Kysely<Database>, course: OwnedCourse, input: StudioModuleInput) {
  return edit(db, course, async (trx) => {
    const count = (await moduleIds(trx, course.id)).length;
    const row = await trx
      .insertInto('course_modules')
      .values({
        course_id: course.id,
        position: count + 1,
        title: input.title,
        description: input.description,
        video_url: null,
        duration_minutes: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
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

/** Storage objects a module's rows point at: its lessons' videos and its materials' files. */
async function moduleObjects(trx: Trx, moduleId: string): Promise<string[]> {
  const [videos, materials] = await Promise.all([
    trx.selectFrom('course_lessons').select('video_key as key').where('module_id', '=', moduleId).execute(),
    trx.selectFrom('course_materials').select('storage_key as key').where('module_id', '=', moduleId).execute(),
  ]);
  return [...videos, ...materials].flatMap((r) => (r.key ? [r.key] : []));
}

/** Removes a module with its lessons and materials; answers the storage objects left without a row. */
export function deleteModule(db: Kysely<Database>, course: OwnedCourse, moduleId: string) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    const ids = await moduleIds(trx, course.id);
    if (course.status !== 'draft' && ids.length === 1) {
      throw new AppError(409, 'content_required', studioErrors.lastModule);
    }
    const objects = await moduleObjects(trx, moduleId);
    await trx.deleteFrom('course_modules').where('id', '=', moduleId).execute();
    await writeOrder(
      trx,
      'course_modules',
      ids.filter((id) => id !== moduleId),
    );
    return objects;
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
export async function refreshModuleMinutes(trx: Trx, moduleId: string) {
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
    const row = await trx
      .insertInto('course_lessons')
      .values({ ...lessonColumns(input), module_id: moduleId, position: count + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshModuleMinutes(trx, moduleId);
    return row.id;
  });
}

/** The lesson when it belongs to the module (with its video's key); 404 otherwise. */
async function lessonOf(trx: Trx, moduleId: string, lessonId: string) {
  const row = await trx
    .selectFrom('course_lessons')
    .select(['id', 'video_key'])
    .where('id', '=', lessonId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'lesson_not_found', studioErrors.lessonNotFound);
  return row;
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
    const { video_key: video } = await lessonOf(trx, moduleId, lessonId);
    // A video lesson turned into a text lesson lets its video go.
    const dropVideo = input.kind !== 'video' && video !== null;
    const cleared = { video_key: null, video_content_type: null, video_size_bytes: null, video_duration_seconds: null };
    await trx
      .updateTable('course_lessons')
      .set({ ...lessonColumns(input), ...(dropVideo ? cleared : {}) })
      .where('id', '=', lessonId)
      .execute();
    await refreshModuleMinutes(trx, moduleId);
    return dropVideo && video ? [video] : [];
  });
}

/**
 * Removes a lesson and its completions; progress is computed from what remains, so every
 * learner's percentage follows. A published course's module keeps at least one lesson. Answers
 * the storage object the lesson's video leaves behind, if any.
 */
export function deleteLesson(db: Kysely<Database>, course: OwnedCourse, moduleId: string, lessonId: string) {
  return edit(db, course, async (trx) => {
    await moduleOf(trx, course.id, moduleId);
    const { video_key: video } = await lessonOf(trx, moduleId, lessonId);
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
    return video ? [video] : [];
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
