import type { Locator, Page } from '@playwright/test';
import { borderContrast } from './fixtures/contrast.js';
import { expectNoAxeViolations, expectNoHorizontalOverflow, signedInPage } from './fixtures/keyboard.js';
import { ADMIN_EMAIL } from './fixtures/ports.js';
import { surfaces } from './fixtures/surfaces.js';
import { expect, test } from './fixtures/test.js';
import { signInOrRegister } from './fixtures/users.js';

// Issue 21: axe with every dialog, menu and popover open, every route at 320 px, and the input
// border contrast measured from the rendered colours in both themes.

test.describe('axe with each surface open', () => {
  for (const surface of surfaces) {
    test(surface.name, async ({ browser }) => {
      const page = surface.guest
        ? await (await browser.newContext({ viewport: { width: surface.width ?? 1280, height: 800 } })).newPage()
        : await signedInPage(browser, surface.width);
      const { surface: open } = await surface.open(page);
      await expect(open).toBeVisible();
      await expectNoAxeViolations(page, `with the ${surface.name} open`);
      await page.context().close();
    });
  }
});

const PUBLIC_ROUTES = [
  '/',
  '/programs',
  '/upgrade',
  '/contact',
  '/waiting-list',
  '/login',
  '/register',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/privacy/children',
  '/guidelines',
  '/certificates/00000000-0000-4000-8000-000000000000',
  '/parents/consent',
  '/parents/child',
  '/no-such-page',
];
const MEMBER_ROUTES = [
  '/dashboard',
  '/courses',
  '/courses/dashboard',
  '/courses/storytelling-narrative/module/1',
  '/tools',
  '/analytics',
  '/community',
  '/feed',
  '/spaces',
  '/spaces/5a1ce000-0000-4000-8000-000000000001',
  '/members',
  '/events',
  '/leaderboard',
  '/community/notices',
  '/profile/noah_animates',
  '/profile',
  '/settings',
  '/settings/login-details',
  '/settings/privacy',
  '/settings/notifications',
  '/settings/general',
  '/settings/email',
  '/settings/domains',
  '/settings/billing',
  '/settings/team',
  '/studio',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/waiting-list',
  '/admin/contact-messages',
  '/admin/users',
  '/admin/mail',
  '/admin/moderation',
  '/admin/moderation/audit',
  '/admin/moderation/words',
  '/studio',
  '/studio/courses/new',
];

/** Visits each route at 320 px: no sideways scrolling and no axe violation; every route is reported, not only the first. */
async function reflowEach(page: Page, routes: string[]) {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const route of routes) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Late content (lists, charts) settles before measuring.
      await page.waitForTimeout(500);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page, 'at 320 px');
    });
  }
}

test.describe('every route at 320 px', () => {
  test('public routes', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await reflowEach(page, PUBLIC_ROUTES);
    await page.context().close();
  });

  test('member routes', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, 320);
    await reflowEach(page, MEMBER_ROUTES);
    await page.context().close();
  });

  test('admin routes', async ({ page }) => {
    await signInOrRegister(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
    await reflowEach(page, ADMIN_ROUTES);
  });
});

test.describe('input borders have 3:1 contrast (WCAG 1.4.11)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme} theme`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const fields: [string, string, (p: Page) => Locator][] = [
        ['/register', 'select', (p) => p.locator('select').first()],
        ['/register', 'input', (p) => p.locator('input:not([type="hidden"])').first()],
        ['/contact', 'textarea', (p) => p.locator('textarea').first()],
      ];
      for (const [route, kind, find] of fields) {
        await page.goto(route);
        const field = find(page);
        await expect(field).toBeVisible();
        if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        const { ratio, border, borderWidth } = await borderContrast(field);
        expect(borderWidth, `${kind} on ${route} has a border`).toBeGreaterThan(0);
        expect
          .soft(ratio, `${scheme} ${kind} border rgb(${border.join()}) on ${route}: ${ratio.toFixed(2)}:1`)
          .toBeGreaterThanOrEqual(3);
      }
      await context.close();
    });
  }
});
