import type { Locator, Page } from '@playwright/test';
import { memberInNewContext, postCard, type SignedIn } from './fixtures/community.js';
import { expect, test } from './fixtures/test.js';

// Issue 21, layout and visuals: reflow at 320 px, focus never under the sticky header, target size,
// reduced motion. Measured from the rendered page, never from class names.

type Box = { top: number; bottom: number; left: number; right: number };
const boxOf = (l: Locator): Promise<Box> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/** The bottom edge of the sticky header, and the focused element's box. */
async function focusAndHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.sticky')?.getBoundingClientRect();
    const el = document.activeElement;
    // Controls that travel with the viewport (the header's own, the floating connection button) are exempt.
    let fixed = false;
    for (let at: Element | null = el; at; at = at.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) fixed = true;
    }
    const shown = el instanceof HTMLElement && el !== document.body && el.checkVisibility();
    const r = shown && !fixed ? el.getBoundingClientRect() : null;
    return {
      header: { top: header?.top ?? 0, bottom: header?.bottom ?? 0 },
      focus: r && { top: r.top, bottom: r.bottom, label: `${el?.tagName} ${el?.textContent?.slice(0, 40)}` },
    };
  });
}

/** Shift+Tab up from the end of the page: no focused control may sit, even partly, under the header. */
async function expectShiftTabClearOfHeader(page: Page, steps = 25) {
  // Start from the last visible control of the page, scrolled to the bottom.
  await page.locator('main').evaluate((main) => {
    const selector = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const controls = [...main.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0,
    );
    window.scrollTo(0, document.documentElement.scrollHeight);
    controls.at(-1)?.focus();
  });
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Shift+Tab');
    const { header, focus } = await focusAndHeader(page);
    if (!focus) continue;
    // Above the header (the banner before it, at the top of the page) or below it, never behind it.
    const clear = focus.bottom <= header.top + 0.5 || focus.top >= header.bottom - 0.5;
    expect(
      clear,
      `${page.url()} Shift+Tab ${i + 1}: ${focus.label} at ${focus.top}-${focus.bottom}, header ${header.top}-${header.bottom}`,
    ).toBe(true);
  }
}

test.describe('layout and visuals (issue 21)', () => {
  let member: SignedIn;
  test.beforeEach(async ({ browser }) => {
    member = await memberInNewContext(browser, 'Lena Layout');
  });
  test.afterEach(async () => {
    await member.context.close();
  });

  test('at 320 px the leaderboard does not scroll sideways, its h1 is clear of the bell, every tab is in view', async () => {
    const { page } = member;
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/leaderboard');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page);
      const h1 = page.getByRole('heading', { level: 1, name: 'Leaderboard' });
      const bell = page.getByRole('button', { name: /^Notifications/ }).first();
      const newPost = page.getByRole('button', { name: 'New Post' });
      const title = await h1.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      });
      expect(overlap(title, await boxOf(bell)), `h1 under the bell at ${width}`).toBe(false);
      expect(overlap(title, await boxOf(newPost)), `h1 under New Post at ${width}`).toBe(false);
      for (const tab of await page.getByRole('tablist', { name: 'Community sections' }).getByRole('tab').all()) {
        const box = await boxOf(tab);
        expect(box.left, `${await tab.textContent()} at ${width}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${await tab.textContent()} at ${width}`).toBeLessThanOrEqual(width);
      }
      await expect(page.getByRole('tab', { name: 'Leaderboard' })).toBeInViewport();
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/leaderboard-${width}.png` });
    }
  });

  test('focus never lands under the sticky header, on community pages and elsewhere', async () => {
    const { page } = member;
    await page.setViewportSize({ width: 1280, height: 600 });
    for (const path of ['/community', '/courses', '/tools', '/settings/billing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectShiftTabClearOfHeader(page);
    }
  });

  test("a post's space link is a 24 px target", async () => {
    const { page } = member;
    const text = `Target size ${Date.now().toString(36)}`;
    await page.goto('/community');
    const form = page.getByRole('form', { name: 'Write a post' });
    await form.getByRole('textbox', { name: 'Write a post' }).fill(text);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    const spaceLink = postCard(page, text).locator('a[href^="/spaces/"]').first();
    await expect(spaceLink).toBeVisible();
    const box = await boxOf(spaceLink);
    expect(box.bottom - box.top).toBeGreaterThanOrEqual(24);
  });
});

test('with reduced motion the spinner and the progress pulse hold still', async ({ page }) => {
  await page.goto('/');
  const animationOf = (className: string) =>
    page.evaluate((name) => {
      const el = document.createElement('div');
      el.className = name;
      document.body.append(el);
      const value = getComputedStyle(el).animationName;
      el.remove();
      return value;
    }, className);
  // The utilities are in the build (the Spinner and Progress use them) and do animate by default...
  expect(await animationOf('animate-spin')).not.toBe('none');
  expect(await animationOf('animate-pulse')).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animationOf('animate-spin')).toBe('none');
  expect(await animationOf('animate-pulse')).toBe('none');
});
