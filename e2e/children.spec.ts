import type { Page } from '@playwright/test';
import { consentPendingMessage, MONTH_NAMES, maskEmail } from '@storyloom/domain';
import { communityText } from './fixtures/community-text.js';
import { shoot } from './fixtures/shots.js';
import { ageStepText } from './fixtures/sign-up-text.js';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';

/** The age step with a birth month 12 years ago: the parent path. */
async function answerAsAChild(page: Page) {
  const now = new Date();
  await page.getByLabel(ageStepText.month).selectOption({ label: MONTH_NAMES[now.getUTCMonth()] as string });
  await page.getByLabel(ageStepText.year).fill(String(now.getUTCFullYear() - 12));
  await page.getByRole('button', { name: ageStepText.continue }).click();
}

test.describe('a child signs up on the parent path', () => {
  test('holding: posting is refused with the message, the banner names who was asked; back in by username', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const username = `kid_${Date.now().toString(36)}`;
    const password = 'kite-river-42';
    const parentEmail = newEmail('parent');
    const waiting = consentPendingMessage(maskEmail(parentEmail));

    await page.goto('/register');
    await answerAsAChild(page);
    const form = page.locator('main form');
    await expect(form.getByLabel('Username')).toBeVisible();
    // No email of the child and no photo: a username, a password and the parent's email.
    await expect(form.locator('input')).toHaveCount(3);
    await expect(form.locator('input[type="email"]')).toHaveCount(1);
    await expect(form.locator('input[type="email"]')).toHaveAccessibleName("Your parent's or carer's email");
    await expect(form.getByRole('link', { name: "How we look after children's information" })).toHaveAttribute(
      'href',
      '/privacy/children',
    );
    await expectAccessible(page);
    await shoot(page, 'child-sign-up-form');

    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel("Your parent's or carer's email").fill(parentEmail);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/courses$/);

    const banner = page.getByRole('region', { name: 'Parent link' });
    await expect(banner).toContainText(waiting);
    expect(await banner.textContent()).not.toContain(parentEmail);

    await page.goto('/community');
    // Each refused panel says what is waiting; the banner above says who was asked.
    const whatIsWaiting = waiting.slice(0, waiting.indexOf('.') + 1);
    await expect(page.getByRole('alert').filter({ hasText: whatIsWaiting }).first()).toBeVisible();
    await expect(banner).toContainText(waiting);
    const composer = page.getByRole('form', { name: 'Write a post' });
    await composer.getByRole('textbox', { name: 'Write a post' }).fill('Hello, I am new here');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(toast(page, communityText('composer.publishFailed'), waiting)).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    await shoot(page, 'child-holding-community');

    await page.goto('/courses');
    await expect(banner).toBeVisible();
    await shoot(page, 'child-holding-banner');

    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/$/);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Use a username instead' }).click();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'login-with-username');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner).toContainText(waiting);
    await context.close();
  });
});
