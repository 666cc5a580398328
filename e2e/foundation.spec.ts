import { PASSWORD_MIN_LENGTH } from '@storyloom/domain';
import { ADMIN_EMAIL } from './fixtures/ports.js';
import { passwordHint } from './fixtures/sign-up-text.js';
import { expect, expectAccessible, linkFromMail, newEmail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';
import { PASSWORD, passAgeStep, registerAndVerify, signIn } from './fixtures/users.js';

test.describe('sign-up, verification and sign-in', () => {
  test('a new user registers, verifies by mail, signs in, lands on /dashboard and signs out to /', async ({ page }) => {
    const email = newEmail();
    await page.goto('/register');
    await expectAccessible(page);
    await passAgeStep(page);
    await page.getByLabel('Full Name').fill('Robin Writer');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Account created successfully!' })).toBeVisible();
    await expect(
      page.getByText(
        `Please check your email (${email}) to verify your account. After verification, you'll be able to log in.`,
      ),
    ).toBeVisible();
    await expectAccessible(page);

    // Before verifying, sign-in is refused with a message that says why.
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText(/not verified/)).toBeVisible();

    const link = await linkFromMail(email, /verify/i);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expectAccessible(page);

    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin Writer');
    await expectAccessible(page);

    await page.getByRole('button', { name: /account menu|Robin Writer/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the Login failed toast and stays under the password field', async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page, 'Login failed', 'Invalid login credentials')).toBeVisible();
    // The toast goes away; the message under the field does not.
    await dismissToasts(page);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Invalid login credentials');
    await expect(password).toBeFocused();
    await expectAccessible(page);
  });

  test('registering shows the password rule under the field and the server refusing a weak password', async ({
    page,
  }) => {
    await page.goto('/register');
    await passAgeStep(page);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(passwordHint);
    await page.getByLabel('Full Name').fill('Wes Weak');
    await page.getByLabel('Email Address').fill(newEmail('weak'));

    await password.fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters ${passwordHint}`,
    );

    // Long enough, but on every list of common passwords: only the server knows.
    await password.fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAccessibleDescription(
      `This password is too common. Choose a longer or less common one. ${passwordHint}`,
    );
    await expect(page.getByRole('heading', { name: 'Account created successfully!' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('route guard', () => {
  test('sends a guest from protected paths to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/tools', '/community', '/profile', '/admin/waiting-list', '/settings']) {
      await page.goto(path);
      await expect(page, `guest on ${path}`).toHaveURL(/\/login$/);
    }
    await expectAccessible(page);
  });

  test('shows the 404 page for an unknown path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectAccessible(page);
    expect(errors.some((e) => e.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user is sent from /login and /register to /dashboard; /user-dashboard goes to /community', async ({
    page,
  }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page, `signed-in on ${path}`).toHaveURL(/\/dashboard$/);
    }
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/community$/);
    await expectAccessible(page);
    await page.goto('/dashboard/a/b');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('app shell', () => {
  test('sidebar: no admin entry for a creator, Refresh Session toast, theme remembered, banner', async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    await expect(page.getByText('Take advantage of our annual discounts with up to 20% off!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/upgrade');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'AI Tools' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Waiting List' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Refresh Session' }).click();
    await expect(page.getByText('Session refreshed')).toBeVisible();

    const html = page.locator('html');
    // The toggle cycles light → dark → system; click until it offers dark, then take it.
    const toggle = page.getByRole('button', { name: /^Theme: / }).first();
    for (let i = 0; i < 3 && !/Switch to Dark/.test((await toggle.getAttribute('aria-label')) ?? ''); i++) {
      await toggle.click();
    }
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('storyloom-theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expectAccessible(page);

    expect(await page.evaluate(() => localStorage.getItem('storyloom-connectivity'))).toBe('online');
  });

  test('an admin sees the admin entries; community paths show the secondary bar', async ({ page }) => {
    await registerAndVerify(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
    await signIn(page, ADMIN_EMAIL);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Waiting List' })).toHaveAttribute('href', '/admin/waiting-list');
    await expect(sidebar.getByRole('link', { name: 'Contact Messages' })).toHaveAttribute(
      'href',
      '/admin/contact-messages',
    );
    await page.goto('/community');
    await expect(page.getByRole('navigation', { name: 'Community', exact: true })).toBeAttached();
    await page.goto('/courses');
    await expect(page.getByRole('navigation', { name: 'Community', exact: true })).toHaveCount(0);
  });

  test('mobile layout under 768 px has a menu that opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    await page.getByRole('button', { name: /open menu/i }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Community' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
  });
});
