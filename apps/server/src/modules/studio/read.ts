import { type StudioCourse, type StudioModule, studioMissing } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { urlForKey } from '../../storage/keys.js';
import { lessonVideo } from './lesson-video.js';
import { loadStudioMaterials } from './materials.js';
import { loadQuizzes, quizMissingFor } from './quiz-read.js';

/** What publishing refuses: every module needs a lesson, every text lesson some text, every video lesson its video. */
export function missingForPublish(modules: StudioModule[]): string[] {
  if (modules.length === 0) return [studioMissing.noModules];
  const missing: string[] = [];
  for (const module of modules) {
    if (module.lessons.length === 0) missing.push(studioMissing.noLessons(module.position, module.title));
    for (const lesson of module.lessons) {
      if (lesson.kind === 'text' && lesson.body.trim() === '') {
        missing.push(studioMissing.emptyLesson(module.position, lesson.title));
      }
      if (lesson.kind === 'video' && !lesson.video) missing.push(studioMissing.noVideo(module.position, lesson.title));
    }
    missing.push(...quizMissingFor(module));
  }
  return missing;
}

export async function loadModules(db: Kysely<Database>, courseId: string): Promise<StudioModule[]> {
  const [modules, lessons] = await Promise.all([
    db
      .selectFrom('course_modules')
      .select(['id', 'title', 'description', 'position', 'quiz_passing_score'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('course_lessons as l')
      .innerJoin('course_modules as m', 'm.id', 'l.module_id')
      .select(['l.id', 'l.module_id', 'l.kind', 'l.title', 'l.duration_minutes', 'l.body', 'l.position'])
      .select(['l.video_key', 'l.video_content_type', 'l.video_size_bytes', 'l.video_duration_seconds'])
      .where('m.course_id', '=', courseId)
      .orderBy('l.module_id')
      .orderBy('l.position')
      .execute(),
  ]);
  const quizzes = await loadQuizzes(db, modules);
  return modules.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    position: m.position,
    quiz: quizzes.get(m.id) ?? null,
    lessons: lessons
      .filter((l) => l.module_id === m.id)
      .map((l) => ({
        id: l.id,
        kind: l.kind,
        title: l.title,
        durationMinutes: l.duration_minutes,
        body: l.body,
        position: l.position,
        video: l.kind === 'video' ? lessonVideo(l) : null,
      })),
  }));
}

/** The whole course as the studio edits it, with what publishing would still refuse. */
export async function loadStudioCourse(db: Kysely<Database>, courseId: string): Promise<StudioCourse> {
  const [c, modules, materials] = await Promise.all([
    db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirstOrThrow(),
    loadModules(db, courseId),
    loadStudioMaterials(db, courseId),
  ]);
  return {
    id: c.id,
    slug: c.slug,
    status: c.status,
    title: c.title,
    summary: c.summary,
    description: c.description,
    category: c.category,
    levels: c.levels as StudioCourse['levels'],
    durationWeeks: c.duration_weeks,
    learningPoints: c.learning_points,
    instructor: { name: c.instructor_name, title: c.instructor_title, bio: c.instructor_bio },
    schedule: { weekday: c.session_weekday, time: c.session_time },
    prerequisites: c.prerequisites,
    updatedAt: c.updated_at.toISOString(),
    publishedAt: c.published_at ? c.published_at.toISOString() : null,
    modules,
    coverUrl: c.cover_key ? urlForKey(c.cover_key) : null,
    materials,
    missing: missingForPublish(modules),
  };
}
