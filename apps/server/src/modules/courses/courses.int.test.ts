import type { CourseSummary, LearningCourse, Material, Recording } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test/app.js';
import { asUser, CONTENT, createLearningTestApp, STORY } from '../../test/learning.js';
import { signUpAndIn } from '../../test/users.js';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

let t: TestApp;
let me: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await createLearningTestApp();
  me = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/courses (catalogue)', () => {
  it('refuses a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the seeded courses of all six subjects, paginated, with the user’s progress', async () => {
    const first = json<Page<CourseSummary>>(await me.get('/api/courses?pageSize=50'));
    expect(first.total).toBe(8);
    expect(new Set(first.items.map((c) => c.category))).toEqual(
      new Set([
        'Storytelling',
        'AI Integration',
        'Entrepreneurship',
        'Content Creation',
        'Audience Engagement',
        'Monetization',
      ]),
    );
    const story = first.items.find((c) => c.slug === STORY);
    expect(story?.progress).toEqual({ enrolled: false, completedModules: 0, totalModules: 5, percent: 0 });
    expect(story?.levels).toEqual(['beginner', 'intermediate']);
    expect(new Date(story?.nextSessionAt ?? 0).getTime()).toBeGreaterThan(Date.now());

    const paged = json<Page<CourseSummary>>(await me.get('/api/courses?page=2&pageSize=3'));
    expect(paged.items.map((c) => c.slug)).toEqual(first.items.slice(3, 6).map((c) => c.slug));
    expect(paged).toMatchObject({ total: 8, page: 2, pageSize: 3 });
  });

  it('searches title and description, case-insensitively and literally', async () => {
    const hits = json<Page<CourseSummary>>(await me.get('/api/courses?search=PHONE'));
    expect(hits.items.map((c) => c.slug)).toEqual([CONTENT]);
    const none = json<Page<CourseSummary>>(await me.get(`/api/courses?search=${encodeURIComponent('100%')}`));
    expect(none.total).toBe(0);
    const wildcard = json<Page<CourseSummary>>(await me.get('/api/courses?search=_'));
    expect(wildcard.total).toBe(0);
  });

  it('filters by category and refuses an unknown one', async () => {
    const story = json<Page<CourseSummary>>(
      await me.get(`/api/courses?category=${encodeURIComponent('Storytelling')}`),
    );
    expect(story.items.map((c) => c.slug)).toEqual([STORY, 'character-worldbuilding']);
    const all = json<Page<CourseSummary>>(await me.get('/api/courses?category=All&search=story'));
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await me.get('/api/courses?category=Cooking')).statusCode).toBe(400);
    expect((await me.get(`/api/courses?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('POST /api/courses/:courseId/enrollment', () => {
  it('enrolls once: a repeat is idempotent', async () => {
    const user = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
    const first = await user.post(`/api/courses/${STORY}/enrollment`);
    expect(first.statusCode).toBe(201);
    expect(json<{ created: boolean; course: CourseSummary }>(first)).toMatchObject({
      created: true,
      course: { slug: STORY, progress: { enrolled: true, percent: 0, completedModules: 0, totalModules: 5 } },
    });
    const again = await user.post(`/api/courses/${STORY}/enrollment`);
    expect(again.statusCode).toBe(200);
    expect(json<{ created: boolean }>(again).created).toBe(false);
    const learning = json<Page<LearningCourse>>(await user.get('/api/courses/enrolled'));
    expect(learning.total).toBe(1);
  });

  it('refuses a guest, an unknown course, a malformed slug and unknown body keys', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/courses/${STORY}/enrollment`, payload: {} })).statusCode,
    ).toBe(401);
    const unknown = await me.post('/api/courses/no-such-course/enrollment');
    expect(unknown.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(unknown).error.code).toBe('course_not_found');
    expect((await me.post('/api/courses/NOT_A_SLUG/enrollment')).statusCode).toBe(400);
    expect((await me.post(`/api/courses/${STORY}/enrollment`, { userId: 'someone-else' })).statusCode).toBe(400);
  });
});

describe('GET /api/courses/enrolled (learning dashboard)', () => {
  it('is empty for a new user and shows only the user’s own enrollments', async () => {
    const a = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
    const b = asUser(t.app, (await signUpAndIn(t.app, t.mails)).cookie);
    expect(json<Page<LearningCourse>>(await a.get('/api/courses/enrolled'))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
    await a.post(`/api/courses/${CONTENT}/enrollment`);
    await b.post(`/api/courses/${STORY}/enrollment`);
    const mine = json<Page<LearningCourse>>(await a.get('/api/courses/enrolled'));
    expect(mine.items.map((c) => c.slug)).toEqual([CONTENT]);
    expect(mine.items[0]).toMatchObject({
      continueModule: 1,
      currentModuleTitle: 'Finding Your Creator Voice',
      nextLesson: 'What only you can say',
      materialCount: 3,
      recordingCount: 2,
      instructor: { name: 'Jordan Rivera' },
      progress: { enrolled: true, percent: 0 },
    });
  });
});

describe('course materials and recordings', () => {
  it('lists the materials of a course with download links that serve the real files', async () => {
    const page = json<Page<Material>>(await me.get(`/api/courses/${STORY}/materials`));
    expect(page.items.map((m) => m.type)).toEqual(['pdf', 'docx', 'zip']);
    const magic: Record<string, string> = { pdf: '%PDF', docx: 'PK', zip: 'PK' };
    for (const material of page.items) {
      const res = await me.get(material.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.(pdf|docx|zip)"$/);
      expect(res.rawPayload.length).toBe(material.sizeBytes);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toContain(magic[material.type]);
    }
    expect(page.items[0]?.moduleTitle).toBe('The Power of Story');
  });

  it('refuses a guest download and a material of another course', async () => {
    const page = json<Page<Material>>(await me.get(`/api/courses/${STORY}/materials`));
    const url = page.items[0]?.url ?? '';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await me.get(url.replace(STORY, CONTENT))).statusCode).toBe(404);
    expect((await me.get(`/api/courses/${STORY}/materials/not-a-uuid/download`)).statusCode).toBe(400);
  });

  it('lists recordings newest first', async () => {
    const page = json<Page<Recording>>(await me.get(`/api/courses/${STORY}/recordings`));
    expect(page.total).toBe(3);
    const times = page.items.map((r) => Date.parse(r.recordedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(page.items[0]?.url).toBe('/media/sample-lesson.mp4');
    expect((await me.get('/api/courses/no-such-course/recordings')).statusCode).toBe(404);
  });
});
