import { uiText } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { materialSize, SAMPLE_VIDEO_URL } from '../../modules/courses/assets.js';
import type { Database } from '../types.js';
import { CATALOGUE_COURSES } from './courses-catalogue.js';
import { FULL_COURSES } from './courses-full.js';
import type { SeedCourse } from './courses-types.js';
import type { Seeder } from './index.js';

export const SEED_COURSES: SeedCourse[] = [...FULL_COURSES, ...CATALOGUE_COURSES];

const DAY_MS = 86_400_000;
/** The spec's prerequisites list (the enrollment wizard's step 3), for every demo course. */
const SEED_PREREQUISITES = uiText.courses.prerequisites;

async function insertCourse(db: Kysely<Database>, course: SeedCourse, position: number, now: Date) {
  const { id: courseId } = await db
    .insertInto('courses')
    .values({
      slug: course.slug,
      title: course.title,
      description: course.description,
      category: course.category,
      levels: JSON.stringify(course.levels),
      duration_weeks: course.durationWeeks,
      learning_points: JSON.stringify(course.learningPoints),
      instructor_name: course.instructor.name,
      instructor_title: course.instructor.title,
      instructor_bio: course.instructor.bio,
      session_weekday: course.session.weekday,
      session_time: course.session.time,
      prerequisites: JSON.stringify(SEED_PREREQUISITES),
      status: 'published',
      published_at: now,
      position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let materialPosition = 0;
  for (const [index, module] of course.modules.entries()) {
    const { id: moduleId } = await db
      .insertInto('course_modules')
      .values({
        course_id: courseId,
        position: index + 1,
        title: module.title,
        description: module.description,
        video_url: module.video ? SAMPLE_VIDEO_URL : null,
        duration_minutes: module.minutes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('course_lessons')
      .values(
        module.lessons.map(([title, minutes], i) => ({
          module_id: moduleId,
          position: i + 1,
          title,
          duration_minutes: minutes,
        })),
      )
      .execute();
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
}

/** The course catalogue of the demo content; the slugs are stable so links keep working. */
export const coursesSeeder: Seeder = {
  name: 'courses',
  async run(db) {
    const now = new Date();
    for (const [index, course] of SEED_COURSES.entries()) await insertCourse(db, course, index + 1, now);
  },
};
