import type { Locator, Page } from '@playwright/test';
import { postCard } from './fixtures/community.js';
import { expectFocusInView, signedInPage, signInWithKeyboard, tabTo, walkTabStops } from './fixtures/keyboard.js';
import { surfaces } from './fixtures/surfaces.js';
import { expect, newEmail, test } from './fixtures/test.js';
import { registerAndVerify } from './fixtures/users.js';

// Issue 21: everything here is driven from the keyboard alone. The account is made through the
// ordinary register fixture (set-up, not under test); from then on no mouse event is sent.

/** Tabs to the control (in whichever direction it lies from the focus) unless it has focus already, then presses the key. */
async function activate(page: Page, target: Locator, key = 'Enter') {
  const before = await target.evaluate((el) => {
    const active = document.activeElement;
    if (el === active) return 'here';
    if (!active || active === document.body) return 'after';
    return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
  });
  if (before !== 'here') await tabTo(page, target, { backward: before === 'before', max: 150 });
  await page.keyboard.press(key);
}

/** Focus sits on the new page's h1 or main after a client-side navigation (issue 21, item 11). */
async function expectFocusOnNewPage(page: Page, where: string) {
  await expect
    .soft(
      page.locator('h1:focus, main:focus'),
      `${where}: focus moves to the new page's h1 or main after client-side navigation`,
    )
    .toHaveCount(1);
}

// The surfaces open the Storytelling wizard without finishing it; this file enrolls in another course.
const COURSE = 'Digital Content Creation';

test.describe('keyboard only', () => {
  test('sign in, then every sidebar entry', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { email } = await registerAndVerify(page, { name: 'Sid Sidebar', email: newEmail('sidebar') });
    await context.clearCookies();
    await signInWithKeyboard(page, email);

    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    for (const [label, path] of [
      ['Analytics', '/analytics'],
      ['Community', '/community'],
      ['Courses', '/courses'],
      ['AI Tools', '/tools'],
      ['Profile', '/profile'],
      ['Dashboard', '/dashboard'],
    ] as const) {
      await activate(page, sidebar.getByRole('link', { name: label }));
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectFocusOnNewPage(page, label);
    }
    await context.close();
  });

  test('publish, like and comment', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    const text = `Typed without a mouse ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'Write a post' });
    // The post types are one Tab stop; the arrow keys move the choice (item 11).
    const types = form.getByRole('radiogroup');
    const postType = types.getByRole('radio', { name: 'Post', exact: true });
    await activate(page, postType, 'ArrowRight');
    const imageType = types.getByRole('radio', { name: 'Image' });
    await expect(imageType).toBeFocused();
    await expect(imageType).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(postType).toBeFocused();
    await expect(postType).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    await expect(types.locator(':focus'), 'Tab leaves the post types after one stop').toHaveCount(0);
    await activate(page, form.getByRole('textbox', { name: 'Write a post' }), 'End');
    await page.keyboard.type(text);
    await activate(page, form.getByRole('button', { name: 'Post', exact: true }));
    const card = postCard(page, text);
    await expect(card).toBeVisible();
    await expectFocusInView(page, 'after publishing');

    const like = card.getByRole('button', { name: /^(Like|Unlike)/ });
    await activate(page, like, 'Space');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toBeFocused();
    // The name stays "Like"; aria-pressed alone carries the state (item 11).
    await expect.soft(like, 'the like button keeps its name when pressed').toHaveAccessibleName(/^Like/);

    await activate(page, card.getByRole('button', { name: /comment/ }));
    const comment = card.getByRole('textbox', { name: 'Write a comment' });
    await activate(page, comment, 'End');
    await page.keyboard.type('Nice one, typed too');
    await activate(page, card.getByRole('button', { name: 'Send' }));
    await expect(card.getByText('Nice one, typed too')).toBeVisible();
    await expect(card.getByTestId('comment-count')).toHaveText('1');

    // Back up the page with Shift+Tab: every stop stays clear of the sticky header (item 2).
    await tabTo(page, form.getByRole('textbox', { name: 'Write a post' }), { backward: true, max: 60 });
    await page.context().close();
  });

  test('open and complete the enrollment wizard; each step is announced', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolled Courses' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: `Enroll Now: ${COURSE}` }));
    const wizard = page.getByRole('dialog');
    await expect(wizard).toBeVisible();
    const announced = (n: number) =>
      page.locator('[aria-live], [role="status"]').filter({ hasText: new RegExp(`Step ${n} of 4`) });
    await expect.soft(announced(1).first(), 'Step 1 of 4 is in a live region').toBeAttached();
    for (const n of [2, 3, 4]) {
      await activate(page, wizard.getByRole('button', { name: 'Continue' }));
      await expect(wizard.locator('[aria-current="step"]')).toHaveText(
        ['Details', 'Schedule', 'Prerequisites', 'Confirmation'][n - 1] ?? '',
      );
      await expectFocusInView(page, `on step ${n}`);
      await expect.soft(announced(n).first(), `Step ${n} of 4 is in a live region`).toBeAttached();
    }
    await activate(page, wizard.getByRole('button', { name: 'Go to Course Dashboard' }));
    await expect(page).toHaveURL(/\/courses\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
    await page.context().close();
  });

  test('switch AI tool tabs with the arrow keys, then generate', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/tools');
    const story = page.getByRole('tab', { name: 'Script & Story AI' });
    await expect(story).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, story);
    await page.keyboard.press('ArrowRight');
    const edit = page.getByRole('tab', { name: 'Video & Edit AI' });
    await expect(edit).toBeFocused();
    await expect(edit).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/tools#edit$/);
    await page.keyboard.press('ArrowLeft');
    await expect(story).toBeFocused();
    await expect(story).toHaveAttribute('aria-selected', 'true');

    const tool = page.locator('[role="tabpanel"][data-state="active"]');
    const prompt = 'A lighthouse keeper who collects lost voices';
    await activate(page, tool.getByLabel('Story prompt'), 'End');
    await page.keyboard.type(prompt);
    const generate = tool.getByRole('button', { name: 'Generate', exact: true });
    await activate(page, generate);
    await expect(tool.getByTestId('output')).toContainText('lighthouse keeper');
    // While busy the button must not drop focus on <body> (item 5).
    await expectFocusInView(page, 'after Generate');
    await expect.soft(generate, 'focus stays on Generate once it is done').toBeFocused();
    await page.context().close();
  });

  test('Tab from the open connection status button goes into its panel', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: 'Connection status' });
    await activate(page, button);
    const panel = page.getByRole('region', { name: 'Connection status' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus'), 'the next Tab stop is inside the panel (item 10)').toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(button, 'Escape inside the panel returns focus to its button').toBeFocused();
    await page.context().close();
  });

  test('a busy Save keeps focus (Settings → General)', async ({ browser }) => {
    const page = await signedInPage(browser);
    await page.goto('/settings/general');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await activate(page, save);
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saving...' })).toHaveCount(0);
    await expect(save, 'focus stays on the save button through the busy state (item 5)').toBeFocused();
    await page.context().close();
  });

  test('Tab and Shift+Tab through the pages with sticky headers: every stop in view and visible', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser);
    for (const route of ['/community', '/feed', '/events', '/members', '/courses', '/tools', '/settings/billing']) {
      await test.step(route, async () => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await walkTabStops(page, 'Tab');
        await walkTabStops(page, 'Shift+Tab');
      });
    }
    await page.context().close();
  });

  test.describe('Escape closes each dialog and menu and returns focus to its opener', () => {
    for (const surface of surfaces) {
      test(surface.name, async ({ browser }) => {
        const page = surface.guest
          ? await (await browser.newContext({ viewport: { width: surface.width ?? 1280, height: 800 } })).newPage()
          : await signedInPage(browser, surface.width);
        const { opener, surface: open } = await surface.open(page);
        await page.keyboard.press('Escape');
        await expect(open).toBeHidden();
        await expect(opener, `focus returns to the opener of the ${surface.name}`).toBeFocused();
        await page.context().close();
      });
    }
  });
});
