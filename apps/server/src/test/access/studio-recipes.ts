import type { StudioCourse } from '@storyloom/domain';
import { json } from '../app.js';
import { ensureQuiz, firstOptionAnswers, studioCourseInput, studioLessonInput, studioQuizInput } from '../studio.js';
import { multipartBody } from '../uploads.js';
import { unique } from './fixtures.js';
import type { CallContext, Recipes } from './recipe.js';

/** A course call as the matrix owner (an instructor), whoever the matrix actor is. */
async function asOwner({ t, f }: CallContext, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await t.app.inject({ method, url, payload, headers: { cookie: f.actors.user.cookie } });
  if (res.statusCode >= 300) throw new Error(`studio recipe ${method} ${url}: ${res.statusCode} ${res.body}`);
  return json<StudioCourse>(res);
}

/** A fresh draft of the owner's with one module and one lesson: ready to publish, or to lose a part. */
async function freshCourse(c: CallContext) {
  const course = await asOwner(c, 'POST', '/api/studio/courses', studioCourseInput(unique('Matrix course')));
  const modules = `/api/studio/courses/${course.id}/modules`;
  const withModule = await asOwner(c, 'POST', modules, { title: 'Module', description: '' });
  const moduleId = withModule.modules[0]?.id ?? '';
  const done = await asOwner(c, 'POST', `${modules}/${moduleId}/lessons`, studioLessonInput('Lesson'));
  return { courseId: course.id, moduleId, lessonId: done.modules[0]?.lessons[0]?.id ?? '' };
}

/** The course studio (issue 17): the owner is an instructor; the ownership refusals are in studio.int.test.ts. */
export const STUDIO_REQUESTS: Recipes = {
  'GET /api/studio/courses': {},
  'POST /api/studio/courses': { body: () => studioCourseInput(unique('Matrix new course')), ok: 201 },
  'GET /api/studio/courses/:studioCourseId': {},
  'PUT /api/studio/courses/:studioCourseId': { body: () => studioCourseInput(unique('Matrix renamed')) },
  'PUT /api/studio/courses/:studioCourseId/status': {
    url: async (c) => `/api/studio/courses/${(await freshCourse(c)).courseId}/status`,
    body: () => ({ status: 'published' }),
  },
  'POST /api/studio/courses/:studioCourseId/modules': {
    body: () => ({ title: 'Another module', description: '' }),
    ok: 201,
  },
  'PUT /api/studio/courses/:studioCourseId/module-order': {
    body: async ({ t, f }) => {
      const rows = await t.app.ctx.db
        .selectFrom('course_modules')
        .select('id')
        .where('course_id', '=', f.ids.studioCourse as string)
        .orderBy('position', 'desc')
        .execute();
      return { ids: rows.map((r) => r.id) };
    },
  },
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId': {
    body: () => ({ title: 'Renamed module', description: 'Now with a description' }),
  },
  'POST /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons': {
    body: () => studioLessonInput('Another lesson'),
    ok: 201,
  },
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId/lesson-order': {
    body: async ({ t, f }) => {
      const rows = await t.app.ctx.db
        .selectFrom('course_lessons')
        .select('id')
        .where('module_id', '=', f.ids.studioModule as string)
        .orderBy('position', 'desc')
        .execute();
      return { ids: rows.map((r) => r.id) };
    },
  },
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId': {
    body: () => studioLessonInput('Renamed lesson'),
  },
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId': {
    url: async (c) => {
      const { courseId, moduleId, lessonId } = await freshCourse(c);
      return `/api/studio/courses/${courseId}/modules/${moduleId}/lessons/${lessonId}`;
    },
  },
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId': {
    url: async (c) => {
      const { courseId, moduleId } = await freshCourse(c);
      return `/api/studio/courses/${courseId}/modules/${moduleId}`;
    },
  },
  'PUT /api/studio/courses/:studioCourseId/modules/:studioModuleId/quiz': { body: () => studioQuizInput() },
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId/quiz': {},
  'POST /api/courses/:courseId/modules/:moduleId/quiz/attempts': {
    // Module 2 of the course the owner is enrolled in gets a quiz (module 1's completion is another recipe's).
    url: async ({ t, f }) => {
      const slug = f.ids.lockedCourse as string;
      await ensureQuiz(t, slug, 2);
      return `/api/courses/${slug}/modules/2/quiz/attempts`;
    },
    body: async ({ t, f }) => ({ answers: await firstOptionAnswers(t, f.ids.lockedCourse as string, 2) }),
    ok: 201,
  },
  'GET /api/studio/courses/:studioCourseId/export': {},
  'POST /api/studio/courses/import': {
    // The fixture course exported by its owner: a valid archive whoever sends it.
    multipart: async ({ t, f }) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/studio/courses/${f.ids.studioCourse}/export`,
        headers: { cookie: f.actors.user.cookie },
      });
      if (res.statusCode !== 200) throw new Error(`studio recipe export: ${res.statusCode} ${res.body}`);
      return multipartBody({ filename: 'course.zip', contentType: 'application/zip', bytes: res.rawPayload });
    },
    ok: 201,
  },
  'DELETE /api/studio/courses/:studioCourseId': {
    url: async (c) => `/api/studio/courses/${(await freshCourse(c)).courseId}`,
    ok: 204,
  },
};
