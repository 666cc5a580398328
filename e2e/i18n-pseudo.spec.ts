import type { Page } from '@playwright/test';
import { expect, newEmail, test } from './fixtures/test.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

/**
 * The page at 375 px in the pseudo-locale (every text accented and 35 % longer): nothing may stick
 * out sideways, and no text may be clipped by a box too small for it. Elements that truncate on
 * purpose (an ellipsis, a line clamp) and visually hidden ones are not clipping.
 */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const problems: string[] = [];
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`page scrolls sideways by ${doc.scrollWidth - doc.clientWidth}px`);
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent ?? ''),
      );
      if (!ownText || el.clientWidth <= 1 || el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const clipsY = ['hidden', 'clip'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (clipsX || clipsY) problems.push(`text clipped: ${label(el)}`);
      // A row that scrolls sideways on purpose (chips, tabs) may hold items past the edge.
      let scroller = el.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      const box = el.getBoundingClientRect();
      if (!scroller && box.right > doc.clientWidth + 1 && style.position !== 'fixed')
        problems.push(`past the right edge: ${label(el)}`);
    }
    return problems;
  });
}

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The pseudo-locale is on: text is accented English.
  await expect(page.locator('main').first()).toContainText(/[áéíóú]/);
  expect(await layoutProblems(page), path).toEqual([]);
}

test.use({ viewport: { width: 375, height: 800 } });

test('public pages fit 375 px in the pseudo-locale', async ({ page }) => {
  await page.goto('/?lang=en-XA');
  for (const path of [
    '/',
    '/login',
    '/register',
    '/waiting-list',
    '/contact',
    '/programs',
    '/privacy',
    '/guidelines',
  ]) {
    await expectFits(page, path);
  }
});

test('member pages fit 375 px in the pseudo-locale', async ({ page }) => {
  const { email } = await registerAndVerify(page, { name: 'Pseudo Member', email: newEmail('pseudo') });
  await signIn(page, email);
  await page.goto('/dashboard?lang=en-XA');
  for (const path of [
    '/dashboard',
    '/community',
    '/courses',
    '/courses/dashboard',
    '/tools',
    '/settings',
    '/settings/general',
    '/profile',
    '/events',
  ]) {
    await expectFits(page, path);
  }
});
