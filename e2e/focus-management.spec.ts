import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { memberInNewContext, postCard, type SignedIn } from './fixtures/community.js';
import { expect, test } from './fixtures/test.js';

/**
 * Focus management (issue 21, items 1, 3, 9, 10 and focus after navigation), driven from the keyboard:
 * each opener gets focus back when its dialog, drawer or panel closes.
 */

/** Tabs forward until `target` has focus (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test.describe('guest pages', () => {
  test('the landing feature dialog gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Learn more: Community Spaces' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the landing menu drawer at 375 px gives focus back to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the connection panel follows its button: Tab enters it, Escape returns to the button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Connection status' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Connection status' });
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('signed in', () => {
  let member: SignedIn;
  test.beforeEach(async ({ browser }) => {
    member = await memberInNewContext(browser, 'Fay Focus');
  });
  test.afterEach(async () => {
    await member.context.close();
  });

  test('a sidebar link moves focus to the new page’s heading', async () => {
    const { page } = member;
    await page.goto('/dashboard');
    const link = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Courses' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the post menu is non-modal and its Edit and Delete dialogs give focus back to it', async () => {
    const { page } = member;
    const text = `Focus check ${Date.now().toString(36)}`;
    await page.goto('/community');
    const form = page.getByRole('form', { name: 'Write a post' });
    await form.getByRole('textbox', { name: 'Write a post' }).fill(text);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    const card = postCard(page, text);
    await expect(card).toBeVisible();

    const actions = card.getByRole('button', { name: 'Post actions' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const axe = await new AxeBuilder({ page }).withRules(['aria-hidden-focus']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await expect(page.locator('[data-aria-hidden="true"]')).toHaveCount(0);

    for (const item of ['Edit', 'Delete']) {
      if (!(await page.getByRole('menu').isVisible())) {
        await actions.focus();
        await page.keyboard.press('Enter');
      }
      await page.getByRole('menuitem', { name: item }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole(item === 'Edit' ? 'dialog' : 'alertdialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(actions).toBeFocused();
    }
  });

  test('the enrollment wizard and the app menu drawer give focus back to their buttons', async () => {
    const { page } = member;
    await page.goto('/courses');
    const enroll = page.getByRole('button', { name: 'Enroll Now: Storytelling & Narrative Craft' });
    await enroll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(enroll).toBeFocused();

    await page.setViewportSize({ width: 375, height: 800 });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menu).toBeFocused();
  });

  test('Generate keeps focus while busy; Edit Plan gives focus back to its button', async () => {
    const { page } = member;
    await page.goto('/tools#business');
    const tool = page.locator('[role="tabpanel"][data-state="active"]');
    await tool.getByLabel('Describe your business').fill('Guitar lessons for beginners');
    const generate = tool.getByRole('button', { name: 'Generate Plan' });
    await generate.focus();
    await page.keyboard.press('Enter');
    await expect(tool.getByTestId('output')).toContainText('Guitar lessons for beginners');
    // The same button (busy, then idle again) held focus the whole time: it never became disabled.
    await expect(tool.getByRole('button', { name: 'Generate Plan' })).toBeFocused();

    const edit = tool.getByRole('button', { name: 'Edit Plan' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit your plan' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  test('a link in the app menu drawer moves focus to the new page’s heading', async () => {
    const { page } = member;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Courses' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the community tab panel is not an unmarked Tab stop', async () => {
    const { page } = member;
    await page.goto('/community');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('tabindex', '-1');
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Tab');
    await expect(panel).not.toBeFocused();
  });
});
