import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

const STORY = 'Storytelling & Narrative Craft';
const STORY_MODULE = (n: number) => `/courses/storytelling-narrative/module/${n}`;

async function newLearner(page: Page) {
  const { email } = await registerAndVerify(page);
  await signIn(page, email);
  return email;
}

async function enrollThroughWizard(page: Page, title: string) {
  await page.goto('/courses');
  await page.getByRole('button', { name: `Enroll Now: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Go to Course Dashboard' }).click();
  await expect(page).toHaveURL(/\/courses\/dashboard$/);
}

const currentStep = (page: Page) => page.getByRole('dialog').locator('[aria-current="step"]');
const moduleProgress = (page: Page) => page.getByRole('progressbar', { name: 'Module progress' });
const courseProgress = (page: Page) => page.getByRole('progressbar', { name: `Progress in ${STORY}` });

test.describe('course catalogue and enrollment', () => {
  test('the wizard walks its four steps with Back down to step 1, and closing it resets the step', async ({ page }) => {
    await newLearner(page);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolled Courses' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Enroll Now: ${STORY}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(currentStep(page)).toHaveText('Details');
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(currentStep(page)).toHaveText('Schedule');
    await expect(dialog.getByText('3-5 hours per week')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(currentStep(page)).toHaveText('Details');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(currentStep(page)).toHaveText('Prerequisites');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Enroll Now: ${STORY}` }).click();
    await expect(currentStep(page)).toHaveText('Details');
    for (const step of ['Schedule', 'Prerequisites', 'Confirmation']) {
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(currentStep(page)).toHaveText(step);
    }
    await expect(dialog.getByRole('button', { name: 'Go to Course Dashboard' })).toBeVisible();
  });

  test('Go to Course Dashboard really enrolls: the course shows on the learning dashboard and in the catalogue', async ({
    page,
  }) => {
    await newLearner(page);
    await page.goto('/courses');
    await page.getByRole('button', { name: `Enroll Now: ${STORY}` }).click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Go to Course Dashboard' }).click();
    await expect(dialog.getByText("You're enrolled!")).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: STORY })).toBeVisible();
    await expect(page.getByText('0 of 5 modules completed')).toBeVisible();
    await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('Course Explorer')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/courses');
    await expect(courseProgress(page)).toBeVisible();
    await expect(page.getByRole('button', { name: `Enroll Now: ${STORY}` })).toHaveCount(0);
  });

  test('search filters, categories filter, and the grid/list choice is remembered', async ({ page }) => {
    await newLearner(page);
    await page.goto('/courses');
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('phone');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Digital Content Creation']);
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('');
    await page.getByRole('button', { name: 'Storytelling', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([STORY, 'Characters & World-Building']);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Storytelling', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page);
  });
});

test.describe('learning dashboard and module viewer', () => {
  test('a new user sees the empty state that leads to the catalogue', async ({ page }) => {
    await newLearner(page);
    await page.goto('/courses/dashboard');
    await expect(page.getByText('No courses yet')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('continue opens module 1; Play and Mark Module as Complete save progress that survives reload and a new sign-in', async ({
    page,
  }) => {
    const email = await newLearner(page);
    await enrollThroughWizard(page, STORY);
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL(new RegExp(`${STORY_MODULE(1)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'The Power of Story' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.getByText('45 minutes')).toBeVisible();
    await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '0');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Play Why stories stick' }).click();
    await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '25');
    await page.reload();
    await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '25');

    await page.getByRole('button', { name: 'Mark Module as Complete' }).click();
    await expect(page).toHaveURL(new RegExp(`${STORY_MODULE(2)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Characters People Care About' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await page.goto('/courses/dashboard');
    await expect(page.getByText('1 of 5 modules completed')).toBeVisible();
    await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '20');
    await page.reload();
    await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '20');

    await page.getByRole('button', { name: /account menu|Robin Writer/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email);
    await expect(page.getByRole('region', { name: 'Recommended Courses' }).getByText('20%')).toBeVisible();
    await page.goto('/courses/dashboard');
    await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '20');
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL(new RegExp(`${STORY_MODULE(2)}$`));

    // the last module: Next is disabled, completing it goes back to the dashboard
    await page.goto(STORY_MODULE(5));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Mark Module as Complete' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);
    await expect(page.getByText('2 of 5 modules completed')).toBeVisible();
    await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '40');
  });

  test('an unknown course redirects; an unknown module shows Module Not Found; a module without video says so', async ({
    page,
  }) => {
    await newLearner(page);
    await page.goto('/courses/no-such-course/module/1');
    await expect(page).toHaveURL(/\/courses\/dashboard$/);

    await page.goto(STORY_MODULE(99));
    await expect(page.getByRole('heading', { name: 'Module Not Found' })).toBeVisible();
    await expect(page.getByText("The module you're looking for doesn't exist or is unavailable.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);

    await page.goto(STORY_MODULE(4));
    await expect(page.getByText('Video content is not available')).toBeVisible();
    await expect(page.getByText("This module's video has not been uploaded yet")).toBeVisible();
  });

  test('a material downloads a real file', async ({ page }) => {
    await newLearner(page);
    await page.goto(STORY_MODULE(1));
    await page.getByRole('tab', { name: 'Materials' }).click();
    await expect(page.getByText('PDF', { exact: true })).toBeVisible();
    await expect(page.getByText('More resources will be added as the course progresses.')).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Story Structure Worksheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('story-structure-worksheet.pdf');
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('%%EOF');
  });

  test('a discussion comment posts and persists', async ({ page }) => {
    await newLearner(page);
    await enrollThroughWizard(page, STORY);
    await page.goto(STORY_MODULE(3));
    await page.getByRole('tab', { name: 'Discussion' }).click();
    await expect(page.getByText('No discussions yet. Start the conversation!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await page.getByLabel('Your comment').fill('The twist lesson was my favourite.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('The twist lesson was my favourite.')).toBeVisible();
    await expect(page.getByLabel('Your comment')).toHaveValue('');
    await expectAccessible(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Discussion' }).click();
    await expect(page.getByText('The twist lesson was my favourite.')).toBeVisible();
  });
});
