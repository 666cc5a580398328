import type { Achievement, ActivityItem, CourseSummary, DashboardStats, ModuleView } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test/app.js';
import { asUser, CONTENT, createLearningTestApp, STORY } from '../../test/learning.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createLearningTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newUser() {
  const { cookie } = await signUpAndIn(t.app, t.mails);
  const me = json<{ user: { id: string } }>(await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
  return { ...asUser(t.app, cookie), id: me.user.id };
}

async function upcomingEventId() {
  const row = await t.app.ctx.db
    .selectFrom('events')
    .select('id')
    .where('title', '=', 'Pitch Practice Night')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ZERO: DashboardStats = {
  coursesProgress: { percent: 0, enrolledCourses: 0 },
  projectsCreated: 0,
  communityEngagement: 0,
  achievements: { earned: 0, total: 6 },
};

describe('dashboard panels', () => {
  it('refuse a guest', async () => {
    for (const url of [
      '/api/dashboard/stats',
      '/api/dashboard/activity',
      '/api/dashboard/recommended',
      '/api/achievements',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('start at zero for a new user, with courses to try', async () => {
    const user = await newUser();
    expect(json(await user.get('/api/dashboard/stats'))).toEqual(ZERO);
    expect(json(await user.get('/api/dashboard/activity'))).toEqual({ items: [], total: 0, page: 1, pageSize: 5 });
    const achievements = json<{ items: Achievement[] }>(await user.get('/api/achievements')).items;
    expect(achievements.map((a) => [a.title, a.earned])).toEqual([
      ['Course Explorer', false],
      ['First Milestone', false],
      ['Conversation Starter', false],
      ['Course Finisher', false],
      ['Event Goer', false],
      ['Certified Creator', false],
    ]);
    const recommended = json<{ items: CourseSummary[] }>(await user.get('/api/dashboard/recommended')).items;
    expect(recommended.map((c) => c.slug)).toEqual([STORY, CONTENT, 'ai-creative-partner']);
  });

  it('count the user’s real actions, and only theirs', async () => {
    const user = await newUser();
    const other = await newUser();
    await other.post(`/api/courses/${CONTENT}/enrollment`);
    await other.post(`/api/courses/${CONTENT}/modules/1/completion`);

    await user.post(`/api/courses/${STORY}/enrollment`);
    await user.post(`/api/courses/${STORY}/modules/1/completion`);
    await user.post(`/api/courses/${STORY}/modules/2/comments`, { body: 'Loved this module' });
    await user.post(`/api/events/${await upcomingEventId()}/registration`);
    await t.app.ctx.db
      .insertInto('ai_generations')
      .values({ user_id: user.id, tool: 'video', inputs: JSON.stringify({}), output: 'clip', engine: 'preview' })
      .execute();

    expect(json(await user.get('/api/dashboard/stats'))).toEqual({
      coursesProgress: { percent: 20, enrolledCourses: 1 },
      projectsCreated: 1,
      communityEngagement: 1,
      achievements: { earned: 4, total: 6 },
    });
    const earned = json<{ items: Achievement[] }>(await user.get('/api/achievements')).items.filter((a) => a.earned);
    expect(earned.map((a) => a.id)).toEqual(['first-enrollment', 'first-module', 'first-comment', 'first-rsvp']);

    const activity = json<{ items: ActivityItem[]; total: number }>(
      await user.get('/api/dashboard/activity?pageSize=10'),
    );
    expect(activity.total).toBe(5);
    expect(activity.items.map((a) => a.kind)).toEqual([
      'generated',
      'rsvp',
      'commented',
      'module_completed',
      'enrolled',
    ]);
    expect(activity.items.map((a) => a.link)).toEqual([
      '/tools#edit',
      expect.stringMatching(/^\/event\/[0-9a-f-]{36}$/),
      `/courses/${STORY}/module/2`,
      `/courses/${STORY}/module/1`,
      '/courses/dashboard',
    ]);
    expect(activity.items[2]?.subject).toBe('Characters People Care About');
    const second = json<{ items: ActivityItem[] }>(await user.get('/api/dashboard/activity?page=2&pageSize=2'));
    expect(second.items.map((a) => a.kind)).toEqual(['commented', 'module_completed']);

    // the other user's rows are not counted
    expect(json<DashboardStats>(await other.get('/api/dashboard/stats')).communityEngagement).toBe(0);
  });

  it('recommend the course in progress first, then new ones, and leave finished courses out', async () => {
    const user = await newUser();
    await user.post('/api/courses/short-form-video/enrollment');
    const started = json<{ items: CourseSummary[] }>(await user.get('/api/dashboard/recommended')).items;
    expect(started.map((c) => [c.slug, c.progress.enrolled, c.progress.percent])).toEqual([
      ['short-form-video', true, 0],
      [STORY, false, 0],
      [CONTENT, false, 0],
    ]);
    for (const n of [1, 2, 3]) await user.post(`/api/courses/short-form-video/modules/${n}/completion`);
    const after = json<{ items: CourseSummary[] }>(await user.get('/api/dashboard/recommended')).items;
    expect(after.map((c) => c.slug)).toEqual([STORY, CONTENT, 'ai-creative-partner']);
    const stats = json<DashboardStats>(await user.get('/api/dashboard/stats'));
    expect(stats.coursesProgress).toEqual({ percent: 100, enrolledCourses: 1 });
    // Enrolled, a first module, the course finished and its certificate.
    expect(stats.achievements.earned).toBe(4);
  });

  it('show real progress: 0% on enrollment, more after a lesson is played', async () => {
    const user = await newUser();
    await user.post(`/api/courses/${STORY}/enrollment`);
    const [fresh] = json<{ items: CourseSummary[] }>(await user.get('/api/dashboard/recommended')).items;
    expect(fresh?.progress).toEqual({ enrolled: true, completedModules: 0, totalModules: 5, percent: 0 });
    const lesson = json<ModuleView>(await user.get(`/api/courses/${STORY}/modules/1`)).module.lessons[0]?.id;
    await user.post(`/api/courses/${STORY}/modules/1/lessons/${lesson}/completion`);
    const [course] = json<{ items: CourseSummary[] }>(await user.get('/api/dashboard/recommended')).items;
    // one lesson of four in one module of five: a twentieth of the course
    expect(course?.progress).toEqual({ enrolled: true, completedModules: 0, totalModules: 5, percent: 5 });
    expect(json<DashboardStats>(await user.get('/api/dashboard/stats')).coursesProgress.percent).toBe(5);
  });
});
