import type { StudioCourse } from '@storyloom/domain';
import { json } from '../app.js';
import { lessonMp4, pdfBytes } from '../studio-media.js';
import { multipartBody } from '../uploads.js';
import { pngBytes, unique } from './fixtures.js';
import type { CallContext, Recipes } from './recipe.js';

const courseUrl = ({ f }: CallContext) => `/api/studio/courses/${f.ids.studioCourse}`;

/** A call as the matrix owner (an instructor), whoever the matrix actor is. */
async function asOwner(c: CallContext, method: 'POST', url: string, payload: object | Buffer, headers = {}) {
  const res = await c.t.app.inject({ method, url, payload, headers: { ...headers, cookie: c.f.actors.user.cookie } });
  if (res.statusCode >= 300) throw new Error(`studio media recipe ${method} ${url}: ${res.statusCode} ${res.body}`);
  return json<StudioCourse>(res);
}

/** A new video lesson in the owner's course: the URL of its video. */
async function videoLessonUrl(c: CallContext) {
  const module = `${courseUrl(c)}/modules/${c.f.ids.studioModule}`;
  const course = await asOwner(c, 'POST', `${module}/lessons`, {
    kind: 'video',
    title: unique('Matrix video'),
    durationMinutes: 5,
    body: '',
  });
  const lesson = course.modules.find((m) => m.id === c.f.ids.studioModule)?.lessons.at(-1);
  return `${module}/lessons/${lesson?.id}/video`;
}

const video = () => multipartBody({ filename: 'clip.mp4', contentType: 'video/mp4', bytes: lessonMp4() });
const handout = () =>
  multipartBody(
    { filename: 'handout.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    { title: 'Handout', type: 'pdf' },
  );

/** The studio's uploads (issue 17): the owner is an instructor; the other-instructor 404s are in studio-media.int.test.ts. */
export const STUDIO_MEDIA_REQUESTS: Recipes = {
  'POST /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId/video': {
    url: videoLessonUrl,
    multipart: async () => video(),
  },
  'DELETE /api/studio/courses/:studioCourseId/modules/:studioModuleId/lessons/:studioLessonId/video': {
    url: async (c) => {
      const url = await videoLessonUrl(c);
      const upload = video();
      await asOwner(c, 'POST', url, upload.payload, upload.headers);
      return url;
    },
  },
  'POST /api/studio/courses/:studioCourseId/cover': {
    multipart: async () => multipartBody({ filename: 'cover.png', contentType: 'image/png', bytes: await pngBytes() }),
  },
  'DELETE /api/studio/courses/:studioCourseId/cover': {},
  'POST /api/studio/courses/:studioCourseId/materials': { multipart: async () => handout(), ok: 201 },
  'DELETE /api/studio/courses/:studioCourseId/materials/:studioMaterialId': {
    url: async (c) => {
      const upload = handout();
      const course = await asOwner(c, 'POST', `${courseUrl(c)}/materials`, upload.payload, upload.headers);
      return `${courseUrl(c)}/materials/${course.materials.at(-1)?.id}`;
    },
  },
};
