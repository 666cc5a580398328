import { DEMO_COURSE_PREREQUISITES } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { materialSize, SAMPLE_VIDEO_URL } from '../../modules/courses/assets.js';
import { addLesson, addModule } from '../../modules/studio/content.js';
import { changeStatus, createCourse } from '../../modules/studio/courses.js';
import type { Database } from '../types.js';
import { CATALOGUE_COURSES } from './courses-catalogue.js';
import { FULL_COURSES } from './courses-full.js';
import type { SeedCourse } from './courses-types.js';
import type { Seeder } from './index.js';

export const SEED_COURSES: SeedCourse[] = [...FULL_COURSES, ...CATALOGUE_COURSES];

const DAY_MS = 86_400_000;
/** A demo lesson's text: the module's own description under the lesson's title. */
function lessonBody(module: SeedCourse['modules'][number], title: string) {
  return `## ${title}\n\n${module.description}`;
}

/**
 * One demo course, written through the studio's own service (issue 17): created as a draft owned
 * by nobody (admins edit it), its modules and lessons added, then published. What the studio does
 * not author yet (the module video, the files on disk, the recordings) is added beside it.
 */
async function insertCourse(db: Kysely<Database>, course: SeedCourse, now: Date) {
  const courseId = await createCourse(
    db,
    null,
    {
      title: course.title,
      summary: '',
      description: course.description,
      category: course.category,
      levels: course.levels,
      durationWeeks: course.durationWeeks,
      learningPoints: course.learningPoints,
      instructor: course.instructor,
      schedule: course.session,
      prerequisites: [...DEMO_COURSE_PREREQUISITES],
    },
    course.slug,
  );
  const owned = { id: courseId, status: 'draft' as const };

  let materialPosition = 0;
  for (const module of course.modules) {
    const moduleId = await addModule(db, owned, { title: module.title, description: module.description });
    for (const [title, minutes] of module.lessons) {
      await addLesson(db, owned, moduleId, {
        kind: 'text',
        title,
        durationMinutes: minutes,
        body: lessonBody(module, title),
      });
    }
    if (module.video) {
      await db.updateTable('course_modules').set({ video_url: SAMPLE_VIDEO_URL }).where('id', '=', moduleId).execute();
    }
    for (const material of module.materials ?? []) {
      materialPosition += 1;
      await db
        .insertInto('course_materials')
        .values({
          course_id: courseId,
          module_id: moduleId,
          title: material.title,
          type: material.type,
          file_name: material.file,
          size_bytes: materialSize(material.file),
          position: materialPosition,
        })
        .execute();
    }
  }
  if (course.recordings?.length) {
    await db
      .insertInto('course_recordings')
      .values(
        course.recordings.map((r) => ({
          course_id: courseId,
          title: r.title,
          recorded_at: new Date(now.getTime() - r.daysAgo * DAY_MS),
          duration_minutes: r.minutes,
          video_url: SAMPLE_VIDEO_URL,
        })),
      )
      .execute();
  }
  await changeStatus(db, owned, 'published');
}

/** The course catalogue of the demo content; the slugs are stable so links keep working. */
export const coursesSeeder: Seeder = {
  name: 'courses',
  async run(db) {
    const now = new Date();
    for (const course of SEED_COURSES) await insertCourse(db, course, now);
  },
};
