import { uniqueEmail } from '../users.js';
import { at, type Recipes } from './recipe.js';

/** Public forms, admin lists, AI tools, courses, dashboard and events on the dashboard. */
export const PLATFORM_REQUESTS: Recipes = {
  'POST /api/age-screen': { body: () => ({ birthMonth: 5, birthYear: 1990 }) },
  // The matrix sends no age-screen cookie: no answer stands for it (age-screen.int.test.ts covers the rest).
  'GET /api/age-screen': { ok: 404 },
  'POST /api/waiting-list': { body: () => ({ name: 'Matrix', email: uniqueEmail('matrix-waiting') }), ok: 201 },
  'POST /api/contact-messages': {
    body: () => ({ name: 'Matrix', email: 'matrix@example.com', message: 'Hello from the matrix' }),
    ok: 201,
  },
  'GET /api/admin/users': {},
  'GET /api/admin/waiting-list': {},
  'GET /api/admin/waiting-list/export': {},
  'GET /api/admin/contact-messages': {},
  'GET /api/admin/contact-messages/export': {},
  'PATCH /api/admin/contact-messages/:id': {
    url: at('PATCH /api/admin/contact-messages/:id', (f) => ({ id: f.ids.contactMessage as string })),
    body: () => ({ status: 'read' }),
  },
  'DELETE /api/admin/contact-messages/:id': {
    url: at('DELETE /api/admin/contact-messages/:id', (f) => ({ id: f.ids.doomedContactMessage as string })),
    ok: 204,
  },

  'GET /api/ai/engine': {},
  'POST /api/ai/story': { body: () => ({ prompt: 'A dragon who bakes bread' }) },
  'POST /api/ai/business': { body: () => ({ description: 'A bakery run by teens' }) },
  'POST /api/ai/learn': { body: () => ({ goal: 'Tell better stories', level: 'beginner', weeklyTime: '1-2' }) },
  'POST /api/ai/audience': {
    body: () => ({ platform: 'youtube', target: '@storyloom', analysisType: 'engagement' }),
  },
  'POST /api/ai/video': { body: () => ({ prompt: 'A sunrise over the sea' }) },
  'GET /api/ai/generations': { url: () => '/api/ai/generations?tool=story' },
  'GET /api/ai/generations/:id': {
    url: at('GET /api/ai/generations/:id', (f) => ({ id: f.ids.generation as string })),
  },
  'PATCH /api/ai/generations/:id': {
    url: at('PATCH /api/ai/generations/:id', (f) => ({ id: f.ids.generation as string })),
    body: () => ({ output: 'Edited by its author' }),
  },
  'GET /api/ai/learn/courses': { url: () => '/api/ai/learn/courses?goal=stories&level=beginner' },
  'GET /api/ai/sound/beta': {},
  'POST /api/ai/sound/beta': { body: () => ({}) },

  'GET /api/courses': {},
  'GET /api/courses/enrolled': {},
  'POST /api/courses/:courseId/enrollment': { body: () => ({}) },
  'GET /api/courses/:courseId/materials': {},
  'GET /api/courses/:courseId/recordings': {},
  'GET /api/courses/:courseId/materials/:materialId/download': {},
  'GET /api/courses/:courseId/modules/:moduleId': {},
  'POST /api/courses/:courseId/modules/:moduleId/lessons/:lessonId/completion': {
    url: at('POST /api/courses/:courseId/modules/:moduleId/lessons/:lessonId/completion', (f) => ({
      courseId: f.ids.lockedCourse as string,
    })),
    body: () => ({}),
  },
  'POST /api/courses/:courseId/modules/:moduleId/completion': {
    url: at('POST /api/courses/:courseId/modules/:moduleId/completion', (f) => ({
      courseId: f.ids.lockedCourse as string,
    })),
    body: () => ({}),
  },
  'GET /api/courses/:courseId/modules/:moduleId/comments': {},
  'POST /api/courses/:courseId/modules/:moduleId/comments': {
    url: at('POST /api/courses/:courseId/modules/:moduleId/comments', (f) => ({
      courseId: f.ids.lockedCourse as string,
    })),
    body: () => ({ body: 'A question about this module' }),
    ok: 201,
  },
  'GET /api/dashboard/stats': {},
  'GET /api/dashboard/activity': {},
  'GET /api/dashboard/recommended': {},
  'GET /api/achievements': {},
  'GET /api/events/upcoming': {},
  'POST /api/events/:eventId/registration': { body: () => ({}), ok: 201 },
};
