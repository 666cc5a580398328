import type { LearningCourse } from '@storyloom/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { selectCourseSummaries, toCourseSummary } from './summaries.js';

type Scope = Database & { c: Database['courses'] };

/** Modules of course c this user has not completed, as a subquery base. */
function openModules(eb: ExpressionBuilder<Scope, 'c'>, userId: string) {
  return eb
    .selectFrom('course_modules as om')
    .whereRef('om.course_id', '=', 'c.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('module_completions as omc')
            .select('omc.module_id')
            .whereRef('omc.module_id', '=', 'om.id')
            .where('omc.user_id', '=', userId),
        ),
      ),
    );
}

/**
 * The learning dashboard: the user's enrollments, most recently active first, each with progress,
 * the module to continue with and its next lesson. One query for the page, one for the count.
 */
export async function listLearning(
  db: Kysely<Database>,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const now = new Date();
  return paginate(
    selectCourseSummaries(db, userId)
      .where('e.user_id', '=', userId)
      .select((eb) => [
        'e.last_activity_at',
        openModules(eb, userId)
          .select((sub) => sub.fn.min('om.position').as('p'))
          .as('continue_module'),
        openModules(eb, userId).select('om.title').orderBy('om.position').limit(1).as('current_module_title'),
        openModules(eb, userId)
          .innerJoin('course_lessons as ol', 'ol.module_id', 'om.id')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('lesson_completions as olc')
                  .select('olc.lesson_id')
                  .whereRef('olc.lesson_id', '=', 'ol.id')
                  .where('olc.user_id', '=', userId),
              ),
            ),
          )
          .select('ol.title')
          .orderBy('om.position')
          .orderBy('ol.position')
          .limit(1)
          .as('next_lesson'),
        eb
          .selectFrom('course_materials as cm')
          .whereRef('cm.course_id', '=', 'c.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('material_count'),
        eb
          .selectFrom('course_recordings as cr')
          .whereRef('cr.course_id', '=', 'c.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('recording_count'),
      ])
      .orderBy('e.last_activity_at', 'desc')
      .orderBy('c.position'),
    db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId),
    { page, pageSize },
    (r): LearningCourse => ({
      ...toCourseSummary(r, now),
      enrolledAt: new Date(r.enrolled_at ?? now).toISOString(),
      continueModule: r.continue_module === null ? null : Number(r.continue_module),
      currentModuleTitle: r.current_module_title ?? null,
      nextLesson: r.next_lesson ?? null,
      materialCount: Number(r.material_count ?? 0),
      recordingCount: Number(r.recording_count ?? 0),
    }),
  );
}
