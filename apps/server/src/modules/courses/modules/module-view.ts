import { courseErrors, type ModuleView } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { AppError } from '../../../errors.js';
import { urlForKey } from '../../../storage/keys.js';
import { selectMaterials, toMaterial } from '../materials.js';
import { readableBy } from '../summaries.js';
import { learnerQuiz } from './quiz.js';

export interface ModuleRef {
  courseId: string;
  moduleId: string;
  position: number;
  totalModules: number;
}

/**
 * A course's module by its position, told apart from an unknown course: the viewer redirects on
 * course_not_found and shows 'Module Not Found' on module_not_found.
 */
export async function findModule(
  db: Kysely<Database>,
  slug: string,
  position: number,
  viewerId: string,
): Promise<ModuleRef> {
  const row = await db
    .selectFrom('courses as c')
    .leftJoin('course_modules as m', (join) => join.onRef('m.course_id', '=', 'c.id').on('m.position', '=', position))
    .select((eb) => [
      'c.id as course_id',
      'm.id as module_id',
      eb
        .selectFrom('course_modules as all_m')
        .whereRef('all_m.course_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('total_modules'),
    ])
    .where('c.slug', '=', slug)
    .where(readableBy(viewerId))
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'course_not_found', courseErrors.courseNotFound);
  if (!row.module_id) throw new AppError(404, 'module_not_found', courseErrors.moduleNotFound);
  return { courseId: row.course_id, moduleId: row.module_id, position, totalModules: Number(row.total_modules ?? 0) };
}

/** Everything the module viewer needs, with this user's lesson and module completion. */
export async function moduleView(
  db: Kysely<Database>,
  userId: string,
  slug: string,
  position: number,
): Promise<ModuleView> {
  const ref = await findModule(db, slug, position, userId);
  const [head, lessons, materials] = await Promise.all([
    db
      .selectFrom('course_modules as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .leftJoin('enrollments as e', (join) => join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', userId))
      .leftJoin('module_completions as mc', (join) =>
        join.onRef('mc.module_id', '=', 'm.id').on('mc.user_id', '=', userId),
      )
      .select([
        'c.title as course_title',
        'c.instructor_name',
        'c.instructor_title',
        'c.instructor_bio',
        'c.status',
        'e.user_id as enrolled',
        'm.title',
        'm.description',
        'm.video_url',
        'm.duration_minutes',
        'm.quiz_passing_score',
        'mc.user_id as completed',
      ])
      .where('m.id', '=', ref.moduleId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('course_lessons as l')
      .leftJoin('lesson_completions as lc', (join) =>
        join.onRef('lc.lesson_id', '=', 'l.id').on('lc.user_id', '=', userId),
      )
      .select(['l.id', 'l.kind', 'l.body', 'l.title', 'l.duration_minutes', 'lc.user_id as done'])
      .select(['l.video_key', 'l.video_duration_seconds'])
      .where('l.module_id', '=', ref.moduleId)
      .orderBy('l.position')
      .execute(),
    selectMaterials(db).where('cm.module_id', '=', ref.moduleId).orderBy('cm.position').execute(),
  ]);
  const quiz = await learnerQuiz(db, userId, ref.moduleId, head.quiz_passing_score);
  return {
    course: {
      slug,
      title: head.course_title,
      instructor: { name: head.instructor_name, title: head.instructor_title, bio: head.instructor_bio },
      totalModules: ref.totalModules,
      enrolled: head.enrolled !== null,
      status: head.status,
    },
    module: {
      position,
      title: head.title,
      description: head.description,
      videoUrl: head.video_url,
      durationMinutes: head.duration_minutes,
      completed: head.completed !== null,
      lessons: lessons.map((l) => ({
        id: l.id,
        kind: l.kind,
        body: l.body,
        title: l.title,
        durationMinutes: l.duration_minutes,
        completed: l.done !== null,
        // A video lesson plays its uploaded file from /uploads, which answers range requests (seeking).
        videoUrl: l.kind === 'video' && l.video_key ? urlForKey(l.video_key) : null,
        durationSeconds: l.kind === 'video' && l.video_key ? Number(l.video_duration_seconds ?? 0) : null,
      })),
      materials: materials.map((m) => toMaterial(slug, m)),
      quiz,
    },
  };
}
