import {
  type CourseStatus,
  errorText,
  type StudioCourseInput,
  type StudioCourseRow,
  studioErrors,
} from '@storyloom/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import type { OwnedCourse, StudioActor } from './access.js';
import { loadModules, missingForPublish } from './read.js';
import { slugFromTitle, slugWithTail } from './slug.js';

type Db = Kysely<Database> | Transaction<Database>;

function courseColumns(input: StudioCourseInput) {
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    category: input.category,
    levels: JSON.stringify(input.levels),
    duration_weeks: input.durationWeeks,
    learning_points: JSON.stringify(input.learningPoints),
    instructor_name: input.instructor.name,
    instructor_title: input.instructor.title,
    instructor_bio: input.instructor.bio,
    session_weekday: input.schedule.weekday,
    session_time: input.schedule.time,
    prerequisites: JSON.stringify(input.prerequisites),
  };
}

/**
 * A new draft owned by `ownerId` (null: a demo course, edited by admins). Its slug comes from the
 * title and never changes afterwards, so links to the course keep working when it is renamed.
 */
export async function createCourse(
  db: Kysely<Database>,
  ownerId: string | null,
  input: StudioCourseInput,
  /** The demo courses keep the slugs their links have always had. */
  fixedSlug?: string,
) {
  const plain = fixedSlug ?? slugFromTitle(input.title);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = attempt === 0 ? plain : slugWithTail(plain);
    try {
      const row = await db
        .insertInto('courses')
        .values({
          ...courseColumns(input),
          slug,
          owner_id: ownerId,
          status: 'draft',
          position: sql<number>`(select coalesce(max(position), 0) + 1 from courses)`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError(409, 'conflict', errorText['studio.noFreeAddress']);
}

export async function updateCourse(db: Kysely<Database>, course: OwnedCourse, input: StudioCourseInput) {
  await db
    .updateTable('courses')
    .set({ ...courseColumns(input), updated_at: sql`now()` })
    .where('id', '=', course.id)
    .execute();
}

/**
 * Only a draft is deleted: a published course has learners' progress, so it is archived instead.
 * Answers the storage objects its rows pointed at (cover, videos, uploaded materials).
 */
export async function deleteCourse(db: Kysely<Database>, course: OwnedCourse): Promise<string[]> {
  if (course.status !== 'draft') throw new AppError(409, 'status_not_allowed', studioErrors.deletePublished);
  return db.transaction().execute(async (trx) => {
    const [cover, videos, materials] = await Promise.all([
      trx.selectFrom('courses').select('cover_key as key').where('id', '=', course.id).execute(),
      trx
        .selectFrom('course_lessons as l')
        .innerJoin('course_modules as m', 'm.id', 'l.module_id')
        .select('l.video_key as key')
        .where('m.course_id', '=', course.id)
        .execute(),
      trx.selectFrom('course_materials').select('storage_key as key').where('course_id', '=', course.id).execute(),
    ]);
    const gone = await trx
      .deleteFrom('courses')
      .where('id', '=', course.id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return [];
    return [...cover, ...videos, ...materials].flatMap((r) => (r.key ? [r.key] : []));
  });
}

const ALLOWED: Record<CourseStatus, CourseStatus[]> = {
  draft: ['published'],
  published: ['archived'],
  archived: ['published'],
};

/** Publishes (after the completeness check), archives, or publishes an archived course again. */
export async function changeStatus(db: Kysely<Database>, course: OwnedCourse, status: CourseStatus) {
  if (course.status === status) return;
  if (!ALLOWED[course.status].includes(status)) {
    throw new AppError(409, 'status_not_allowed', studioErrors.statusChange);
  }
  if (status === 'published') {
    const missing = missingForPublish(await loadModules(db, course.id));
    if (missing.length > 0) throw new AppError(422, 'course_incomplete', studioErrors.incomplete, { missing });
  }
  await db
    .updateTable('courses')
    .set({
      status,
      updated_at: sql`now()`,
      ...(status === 'published' ? { published_at: sql`coalesce(published_at, now())` } : {}),
    })
    .where('id', '=', course.id)
    .execute();
}

/** Marks the course changed (its content was edited): the studio lists recently edited first. */
export async function touchCourse(db: Db, courseId: string) {
  await db.updateTable('courses').set({ updated_at: sql`now()` }).where('id', '=', courseId).execute();
}

/**
 * "My courses": the actor's own, or every course for an admin, most recently edited first, with
 * learners (enrollments) and completions (learners who completed every module).
 */
export async function listStudioCourses(
  db: Kysely<Database>,
  actor: StudioActor,
  page: { page: number; pageSize: number },
) {
  const mine = actor.role !== 'admin';
  return paginate(
    db
      .selectFrom('courses as c')
      .leftJoin('user as u', 'u.id', 'c.owner_id')
      .select((eb) => [
        'c.id',
        'c.slug',
        'c.title',
        'c.category',
        'c.status',
        'c.updated_at',
        'u.name as owner_name',
        eb
          .selectFrom('enrollments as e')
          .whereRef('e.course_id', '=', 'c.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('learners'),
        sql<number>`(select count(*) from enrollments e where e.course_id = c.id
          and exists (select 1 from course_modules m where m.course_id = c.id)
          and not exists (select 1 from course_modules m where m.course_id = c.id
            and not exists (select 1 from module_completions mc where mc.module_id = m.id and mc.user_id = e.user_id)))`.as(
          'completions',
        ),
        eb
          .selectFrom('course_modules as m')
          .whereRef('m.course_id', '=', 'c.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('module_count'),
      ])
      .$if(mine, (q) => q.where('c.owner_id', '=', actor.id))
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id'),
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$if(mine, (q) => q.where('owner_id', '=', actor.id)),
    page,
    (r): StudioCourseRow => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      status: r.status,
      ownerName: r.owner_name,
      learners: Number(r.learners ?? 0),
      completions: Number(r.completions),
      moduleCount: Number(r.module_count ?? 0),
      updatedAt: r.updated_at.toISOString(),
    }),
  );
}
