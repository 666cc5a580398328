import { ACHIEVEMENTS } from '@storyloom/domain';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

test.describe('personal dashboard', () => {
  test('a new user sees zero stats, the six AI tools and recommended courses', async ({ page }) => {
    const { email } = await registerAndVerify(page, { name: 'Dana Dashboard' });
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Dana Dashboard');
    const stats = page.getByRole('region', { name: 'Your stats' });
    await expect(stats.getByText('0%')).toBeVisible();
    await expect(stats.getByText(`0 of ${ACHIEVEMENTS.length} earned`)).toBeVisible();
    await expect(page.getByText('No activity yet.', { exact: false })).toBeVisible();

    const tools = page.getByRole('region', { name: 'AI Tools' });
    const expected: Array<[string, string, string]> = [
      ['Learn AI', 'learn', 'Learning'],
      ['Script & Story AI', 'story', 'Content'],
      ['Biz AI', 'business', 'Business'],
      ['Video & Edit AI', 'edit', 'Video'],
      ['Sound AI', 'sound', 'Audio'],
      ['Audience AI', 'audience', 'Analytics'],
    ];
    for (const [title, hash, category] of expected) {
      const link = tools.getByRole('link', { name: `Open ${title}` });
      await expect(link).toHaveAttribute('href', `/tools#${hash}`);
      await expect(link).toContainText(category);
    }
    await expectAccessible(page);
  });

  test('RSVP is stored once: a repeat shows Already RSVP’d, and the activity lists it', async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    const events = page.getByRole('region', { name: 'Upcoming Events' });
    await events.getByRole('button', { name: 'RSVP to Story Hooks Workshop' }).click();
    await expect(page.getByText('Successfully registered!')).toBeVisible();
    await expect(events.getByRole('button', { name: "RSVP'd: Story Hooks Workshop" })).toBeVisible();
    await events.getByRole('button', { name: "RSVP'd: Story Hooks Workshop" }).click();
    await expect(page.getByText("Already RSVP'd")).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Activity' }).getByText("RSVP'd to Story Hooks Workshop"),
    ).toBeVisible();

    await page.reload();
    await expect(events.getByRole('button', { name: "RSVP'd: Story Hooks Workshop" })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your stats' }).getByText(`1 of ${ACHIEVEMENTS.length} earned`),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('Enroll Now on a recommended course enrolls and opens the learning dashboard at 0%', async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    const recommended = page.getByRole('region', { name: 'Recommended Courses' });
    await recommended.getByRole('button', { name: 'Enroll Now: Digital Content Creation' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);
    await expect(page.getByRole('progressbar', { name: 'Progress in Digital Content Creation' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await page.goto('/dashboard');
    await expect(recommended.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
    await recommended.getByRole('link', { name: 'Continue Learning' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);
  });

  test('/analytics keeps its placeholder', async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    await page.goto('/analytics');
    await expect(
      page.getByText(
        'Analytics features are coming in future updates. Check back soon to see how your content performs.',
      ),
    ).toBeVisible();
  });
});
