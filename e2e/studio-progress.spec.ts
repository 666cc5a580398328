import type { Page } from '@playwright/test';
import type { StudioCourse } from '@storyloom/domain';
import { ADMIN_EMAIL } from './fixtures/ports.js';
import { expect, test } from './fixtures/test.js';
import { ADULT_BIRTH, memberBorn, signInOrRegister } from './fixtures/users.js';

// Issue 17: an instructor reorders the lessons (and modules) of a published course; a learner's
// progress percentage stays what it was, and the lesson they read is still marked done.

async function call(page: Page, method: 'post' | 'put', url: string, data: object): Promise<StudioCourse> {
  const res = await page.request[method](url, { data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as StudioCourse;
}

const lessonItems = (page: Page, moduleTitle: string) =>
  page.getByRole('list', { name: `Lessons of ${moduleTitle}` }).getByRole('listitem');

test('reordering the lessons of a published course keeps a learner’s progress', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Reorder Lab ${stamp}`;
  const instructor = await memberBorn(browser, `Olu Instructor ${stamp}`, ADULT_BIRTH);
  const me = instructor.page;
  let course: StudioCourse;

  await test.step('an instructor publishes a two-module course', async () => {
    const { user } = (await (await me.request.get('/api/me')).json()) as { user: { id: string } };
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInOrRegister(admin, { name: 'Ada Admin', email: ADMIN_EMAIL });
    const grant = await admin.request.put(`/api/admin/users/${user.id}/role`, { data: { role: 'instructor' } });
    expect(grant.ok(), await grant.text()).toBe(true);
    await adminContext.close();

    course = await call(me, 'post', '/api/studio/courses', {
      title,
      summary: '',
      description: 'A course whose lessons move.',
      category: 'Storytelling',
      levels: ['beginner'],
      durationWeeks: 2,
      learningPoints: [],
      instructor: { name: 'Olu Instructor', title: '', bio: '' },
      schedule: { weekday: 1, time: '18:00' },
      prerequisites: [],
    });
    const base = `/api/studio/courses/${course.id}`;
    for (const [module, lessons] of [
      ['Beginnings', ['Hooks', 'Voices', 'Settings', 'Stakes']],
      ['Endings', ['Twists', 'Echoes']],
    ] as const) {
      course = await call(me, 'post', `${base}/modules`, { title: module, description: '' });
      const moduleId = course.modules.find((m) => m.title === module)?.id;
      for (const lesson of lessons) {
        course = await call(me, 'post', `${base}/modules/${moduleId}/lessons`, {
          kind: 'text',
          title: lesson,
          durationMinutes: 10,
          body: `## ${lesson}\n\nRead this first.`,
        });
      }
    }
    course = await call(me, 'put', `${base}/status`, { status: 'published' });
  });

  const learner = await memberBorn(browser, `Rue Learner ${stamp}`, ADULT_BIRTH);
  const page = learner.page;
  const progress = () => page.getByRole('progressbar', { name: `Progress in ${title}` });

  await test.step('a learner reads the first lesson: 1 of 4 lessons of 1 of 2 modules', async () => {
    const enrolled = await page.request.post(`/api/courses/${course.slug}/enrollment`, { data: {} });
    expect(enrolled.status()).toBe(201);
    await page.goto(`/courses/${course.slug}/module/1`);
    await page.getByRole('button', { name: 'Read Hooks' }).click();
    await expect(page.getByRole('region', { name: 'Hooks' }).getByRole('heading', { name: 'Hooks' })).toBeVisible();
    await page.goto('/courses/dashboard');
    await expect(progress()).toHaveAttribute('aria-valuenow', '13');
  });

  await test.step('the instructor moves that lesson to the end and the module after the other', async () => {
    await me.goto(`/studio/courses/${course.id}`);
    for (let i = 0; i < 3; i += 1) await me.getByRole('button', { name: 'Move down: Hooks' }).click();
    await expect(lessonItems(me, 'Beginnings')).toHaveText([/Voices/, /Settings/, /Stakes/, /Hooks/]);
    await me.getByRole('button', { name: 'Move up: Endings' }).click();
    await me.reload();
    await expect(lessonItems(me, 'Beginnings')).toHaveText([/Voices/, /Settings/, /Stakes/, /Hooks/]);
    await expect(me.getByRole('heading', { level: 3, name: 'Module 2: Beginnings' })).toBeVisible();
  });

  await test.step('the learner’s percentage is unchanged, and Hooks is still done where it now is', async () => {
    await page.reload();
    await expect(progress()).toHaveAttribute('aria-valuenow', '13');
    await page.goto(`/courses/${course.slug}/module/2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Beginnings' })).toBeVisible();
    const hooks = page.getByRole('listitem').filter({ hasText: 'Hooks' });
    await expect(hooks.getByLabel('Done')).toBeVisible();
  });
  await learner.context.close();
  await instructor.context.close();
});
