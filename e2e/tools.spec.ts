import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

const TABS = [
  ['story', 'Script & Story AI'],
  ['edit', 'Video & Edit AI'],
  ['sound', 'Sound AI'],
  ['learn', 'Learn AI'],
  ['business', 'Biz AI'],
  ['audience', 'Audience AI'],
] as const;

async function signedIn(page: Page) {
  const { email } = await registerAndVerify(page);
  await signIn(page, email);
}

/**
 * The shared Toaster's rich success colours measure about 4.3:1 (axe: color-contrast), which is
 * outside this feature (reported); the tools' own page is checked once the toasts have closed.
 */
async function expectAccessibleWithoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

function panel(page: Page) {
  return page.locator('[role="tabpanel"][data-state="active"]');
}

test.describe('AI tools', () => {
  test('the tab follows the URL hash both ways, for all six tools', async ({ page }) => {
    await signedIn(page);
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Tools' })).toBeVisible();
    await expect(page.getByText('6 AI Tools Available')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Script & Story AI' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);

    // Story is selected already; end the round on it.
    for (const [hash, label] of [...TABS.slice(1), TABS[0]]) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/tools#${hash}$`));
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(label);
    }
    for (const [hash, label] of [...TABS].reverse()) {
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    }
    for (const [hash, label] of TABS) {
      await page.goto(`/tools#${hash}`);
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    }
    // Each pane is checked with axe by the tool tests below. Back walks the tabs back too.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Biz AI' })).toHaveAttribute('aria-selected', 'true');
  });

  test('story: empty prompt notice, offline generation that uses the prompt, download, history after reload', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/tools#story');
    const tool = panel(page);
    const generate = tool.getByRole('button', { name: 'Generate', exact: true });
    const download = tool.getByRole('button', { name: 'Download' });
    await expect(tool.getByTestId('last-generated')).toHaveText('Last generated: Never');
    await expect(generate).toBeDisabled();
    await expect(download).toBeDisabled();

    await tool.getByLabel('Story prompt').fill('   ');
    await expect(generate).toBeDisabled();
    await tool.getByLabel('Story prompt').press('Control+Enter');
    // The notice, and a message under the prompt that stays and is tied to it (WCAG 3.3.1).
    await expect(page.getByText('Please enter a story prompt')).toHaveCount(2);
    await expect(tool.getByLabel('Story prompt')).toHaveAttribute('aria-invalid', 'true');
    await expect(tool.getByLabel('Story prompt')).toHaveAccessibleDescription(/^Please enter a story prompt/);
    await expect(page.getByText('Error', { exact: true })).toBeVisible();

    const prompt = 'Write a story about a clockmaker who can pause time';
    await tool.getByLabel('Story prompt').fill(prompt);
    await tool.getByLabel('Content type').selectOption('instagram');
    await tool.getByLabel('Genre').selectOption('mystery');
    await generate.click();
    await expect(page.getByText('Your story has been successfully generated!')).toBeVisible();
    await expect(page.getByText('Story Generated', { exact: true })).toBeVisible();
    await expect(tool.getByTestId('output')).toContainText('clockmaker who can pause time');
    await expect(tool.getByTestId('output')).toContainText('30-hashtag maximum');
    await expect(tool.getByText(/built-in offline generator/)).toBeVisible();
    await expect(tool.getByTestId('last-generated')).not.toContainText('Never');
    await expectAccessibleWithoutToasts(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^story-instagram-\d{4}-\d{2}-\d{2}\.md$/);
    await expect(page.getByText('Your story is being downloaded.')).toBeVisible();
    await expect(page.getByText('Download Started', { exact: true })).toBeVisible();

    await page.reload();
    const history = panel(page).getByTestId('history-story');
    await expect(history).toContainText(prompt);
    await expect(panel(page).getByRole('button', { name: 'Download' })).toBeDisabled();
    await history.getByRole('button', { name: /^Open/ }).first().click();
    await expect(panel(page).getByTestId('output')).toContainText('clockmaker who can pause time');
    await expect(panel(page).getByLabel('Content type')).toHaveValue('instagram');
    await expect(panel(page).getByRole('button', { name: 'Download' })).toBeEnabled();
    await expectAccessible(page);
  });

  test('business: a plan from the form, Edit Plan saves, Download Plan names the file by type and goal', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/tools#business');
    const tool = panel(page);
    const generate = tool.getByRole('button', { name: 'Generate Plan' });
    await expect(generate).toBeDisabled();
    await tool.getByLabel('Business type').selectOption('coaching');
    await tool.getByLabel('Goal').selectOption('grow');
    await tool.getByLabel('Describe your business').fill('Guitar lessons for beginners');
    await generate.click();
    await expect(tool.getByTestId('output')).toContainText('Coaching Business Plan: Grow');
    await expect(tool.getByTestId('output')).toContainText('Guitar lessons for beginners');

    await tool.getByRole('button', { name: 'Edit Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your plan' });
    await expectAccessible(page);
    await dialog.getByLabel('Business plan').fill('# My own plan\n\nTeach ten students by June.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(tool.getByTestId('output')).toHaveText('# My own plan\n\nTeach ten students by June.');

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      tool.getByRole('button', { name: 'Download Plan' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('coaching-grow-business-plan.md');

    await page.reload();
    await panel(page).getByTestId('history-business').getByRole('button', { name: /^Open/ }).first().click();
    await expect(panel(page).getByTestId('output')).toContainText('Teach ten students by June.');
  });

  test('video: Download and Share only after generation, with the preview clip and the spec toasts', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signedIn(page);
    await page.goto('/tools#edit');
    const tool = panel(page);
    const download = tool.getByRole('button', { name: 'Download' });
    const share = tool.getByRole('button', { name: 'Share' });
    await expect(tool.getByText(/Preview clip: no video model is connected/)).toBeVisible();
    await expect(download).toBeDisabled();
    await expect(share).toBeDisabled();
    await expect(tool.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();

    await tool.getByLabel('Video prompt').fill('A paper boat sailing down a rainy street');
    await expect(tool.getByLabel('Style')).toHaveValue('cinematic');
    await expect(tool.getByLabel('Duration')).toHaveValue('15');
    await tool.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(tool.getByTestId('video-preview')).toBeVisible();
    await expect(download).toBeEnabled();
    await expect(share).toBeEnabled();
    await expectAccessible(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^ai-generated-video-\d{13}\.mp4$/);
    await expect(page.getByText('Your video download has started.')).toBeVisible();

    await share.click();
    await expect(page.getByText('Video link copied to clipboard.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const clip = await page.request.get(link);
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toContain('video/mp4');
  });

  test('learn, audience and sound: wired tools and the beta list', async ({ page }) => {
    await signedIn(page);
    await page.goto('/tools#learn');
    let tool = panel(page);
    await tool.getByLabel('Learning goal').fill('get better at storytelling');
    await tool.getByLabel('Time per week').selectOption('10+');
    await tool.getByRole('button', { name: 'Create Learning Path' }).click();
    await expect(tool.getByTestId('output')).toContainText('## Week 4');
    await expect(tool.getByRole('heading', { name: 'Courses from the catalogue' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/tools#audience');
    tool = panel(page);
    await tool.getByLabel('Content URL or profile').fill('not a profile');
    await tool.getByRole('button', { name: 'Create Analysis Plan' }).click();
    await expect(tool.getByText('Enter a link (https://...) or a profile handle (@name)')).toBeVisible();
    await tool.getByLabel('Content URL or profile').fill('@inkandpixels');
    await tool.getByRole('button', { name: 'Create Analysis Plan' }).click();
    await expect(tool.getByTestId('output')).toContainText('Storyloom does not fetch links or profiles');
    await expectAccessible(page);

    await page.goto('/tools#sound');
    tool = panel(page);
    await expect(tool.getByText('Coming Soon')).toBeVisible();
    await expect(tool.getByText('Expected release: Q4 2023')).toBeVisible();
    await expect(tool.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await tool.getByRole('button', { name: 'Apply for Beta' }).click();
    await expect(page.getByText('You are on the beta list')).toBeVisible();
    await page.reload();
    await expect(panel(page).getByRole('button', { name: 'Applied for Beta' })).toBeDisabled();
    await expectAccessible(page);
  });
});
