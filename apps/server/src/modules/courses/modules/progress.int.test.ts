import type { LearningCourse, ModuleView } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../../test/app.js';
import { asUser, createLearningTestApp, STORY } from '../../../test/learning.js';
import { signUpAndIn } from '../../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createLearningTestApp();
});
afterAll(async () => {
  await t.close();
});

const moduleUrl = (n: number | string, slug = STORY) => `/api/courses/${slug}/modules/${n}`;
const errorCode = (res: { body: string }) => (JSON.parse(res.body) as { error: { code: string } }).error.code;

async function enrolledUser() {
  const user = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
  await user.post(`/api/courses/${STORY}/enrollment`);
  return user;
}

describe('GET /api/courses/:courseId/modules/:moduleId', () => {
  it('tells an unknown course from an unknown module, and refuses a guest', async () => {
    const user = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
    const course = await user.get(moduleUrl(1, 'no-such-course'));
    expect(course.statusCode).toBe(404);
    expect(errorCode(course)).toBe('course_not_found');
    const module = await user.get(moduleUrl(99));
    expect(module.statusCode).toBe(404);
    expect(json<{ error: { message: string } }>(module).error).toEqual({
      code: 'module_not_found',
      message: 'Module Not Found',
    });
    expect((await user.get(moduleUrl('abc'))).statusCode).toBe(400);
    expect((await user.get(moduleUrl(0))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: moduleUrl(1) })).statusCode).toBe(401);
  });

  it('shows the module with lessons, materials and video; module 4 has no video', async () => {
    const user = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
    const view = json<ModuleView>(await user.get(moduleUrl(1)));
    expect(view.course).toMatchObject({
      slug: STORY,
      totalModules: 5,
      enrolled: false,
      instructor: { name: 'Maya Chen' },
    });
    expect(view.module).toMatchObject({
      position: 1,
      title: 'The Power of Story',
      videoUrl: '/media/sample-lesson.mp4',
      durationMinutes: 45,
      completed: false,
    });
    expect(view.module.lessons.map((l) => [l.title, l.durationMinutes, l.completed])).toEqual([
      ['Why stories stick', 12, false],
      ['Stories you already tell', 10, false],
      ['The storyteller’s toolkit', 15, false],
      ['Your first micro-story', 8, false],
    ]);
    expect(view.module.materials.map((m) => m.type)).toEqual(['pdf']);
    expect(json<ModuleView>(await user.get(moduleUrl(4))).module.videoUrl).toBeNull();
  });
});

describe('progress', () => {
  it('Play marks a lesson done for an enrolled user, idempotently', async () => {
    const user = await enrolledUser();
    const lessons = json<ModuleView>(await user.get(moduleUrl(1))).module.lessons;
    const url = `${moduleUrl(1)}/lessons/${lessons[0]?.id}/completion`;
    expect(json(await user.post(url))).toEqual({ completedLessons: 1, totalLessons: 4, percent: 25 });
    expect(json(await user.post(url))).toEqual({ completedLessons: 1, totalLessons: 4, percent: 25 });
    const view = json<ModuleView>(await user.get(moduleUrl(1)));
    expect(view.module.lessons.map((l) => l.completed)).toEqual([true, false, false, false]);
    // a lesson of another module is not found under this one
    const other = json<ModuleView>(await user.get(moduleUrl(2))).module.lessons[0]?.id;
    expect((await user.post(`${moduleUrl(1)}/lessons/${other}/completion`)).statusCode).toBe(404);
  });

  it('Mark Module as Complete completes its lessons, moves on and updates the course progress', async () => {
    const user = await enrolledUser();
    const first = await user.post(`${moduleUrl(1)}/completion`);
    expect(json(first)).toEqual({
      nextModule: 2,
      progress: { enrolled: true, completedModules: 1, totalModules: 5, percent: 20 },
    });
    const view = json<ModuleView>(await user.get(moduleUrl(1)));
    expect(view.module.completed).toBe(true);
    expect(view.module.lessons.every((l) => l.completed)).toBe(true);

    const last = json<{ nextModule: number | null }>(await user.post(`${moduleUrl(5)}/completion`));
    expect(last.nextModule).toBeNull();
    // a repeat changes nothing
    await user.post(`${moduleUrl(5)}/completion`);
    const [course] = json<{ items: LearningCourse[] }>(await user.get('/api/courses/enrolled')).items;
    expect(course).toMatchObject({
      progress: { completedModules: 2, totalModules: 5, percent: 40 },
      continueModule: 2,
      currentModuleTitle: 'Characters People Care About',
      nextLesson: 'Wants, needs and fears',
    });
  });

  it('is refused without an enrollment, and never reads or writes another user’s progress', async () => {
    const owner = await enrolledUser();
    await owner.post(`${moduleUrl(1)}/completion`);
    const stranger = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);

    const view = json<ModuleView>(await stranger.get(moduleUrl(1)));
    expect(view.module.completed).toBe(false);
    expect(view.module.lessons.some((l) => l.completed)).toBe(false);
    expect(json<{ total: number }>(await stranger.get('/api/courses/enrolled')).total).toBe(0);

    const refused = await stranger.post(`${moduleUrl(2)}/completion`);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('not_enrolled');
    const lesson = view.module.lessons[0]?.id;
    expect((await stranger.post(`${moduleUrl(1)}/lessons/${lesson}/completion`)).statusCode).toBe(403);

    // no way to name another user: unknown body keys are refused
    await stranger.post(`/api/courses/${STORY}/enrollment`);
    expect((await stranger.post(`${moduleUrl(2)}/completion`, { userId: 'x' })).statusCode).toBe(400);
    // the stranger's own completion leaves the owner's progress as it was
    await stranger.post(`${moduleUrl(2)}/completion`);
    const [ownerCourse] = json<{ items: LearningCourse[] }>(await owner.get('/api/courses/enrolled')).items;
    expect(ownerCourse?.progress.completedModules).toBe(1);

    expect((await t.app.inject({ method: 'POST', url: `${moduleUrl(1)}/completion`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('module discussion', () => {
  it('posts and lists comments, newest first, per module', async () => {
    const author = await enrolledUser();
    const reader = asUser(t.app, (await signUpAndIn(t.app, t.mails, { name: 'Reader' })).cookie);
    const url = `${moduleUrl(3)}/comments`;
    expect(json(await reader.get(url))).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });

    const created = await author.post(url, { body: '  First thought  ' });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ body: 'First thought', author: { name: 'Test Creator' }, mine: true });
    await author.post(url, { body: 'Second thought' });

    const page = json<{ items: Array<{ body: string; mine: boolean }>; total: number }>(await reader.get(url));
    expect(page.total).toBe(2);
    expect(page.items.map((c) => c.body)).toEqual(['Second thought', 'First thought']);
    expect(page.items.every((c) => !c.mine)).toBe(true);
    expect(json<{ total: number }>(await reader.get(`${moduleUrl(2)}/comments`)).total).toBe(0);
  });

  it('validates the comment and requires an enrollment to post', async () => {
    const author = await enrolledUser();
    const url = `${moduleUrl(1)}/comments`;
    expect((await author.post(url, { body: '   ' })).statusCode).toBe(400);
    expect((await author.post(url, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await author.post(url, { body: 'hi', userId: 'x' })).statusCode).toBe(400);
    const stranger = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
    const refused = await stranger.post(url, { body: 'hello' });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await author.post(`${moduleUrl(42)}/comments`, { body: 'hi' })).statusCode).toBe(404);
  });
});
