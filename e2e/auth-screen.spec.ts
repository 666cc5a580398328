import { passwordHint } from './fixtures/sign-up-text.js';
import { expect, expectAccessible, linkFromMail, newEmail, test } from './fixtures/test.js';
import { PASSWORD, passAgeStep, registerAndVerify } from './fixtures/users.js';

test.describe('combined auth screen (/auth)', () => {
  test('sign-up checks, success switches to Sign In with the message, then verify and sign in', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await passAgeStep(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    const email = newEmail('combo');
    await page.getByLabel('Full Name').fill('Casey Combo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    // The field it is about is marked and says it too; the password shows its rule.
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(passwordHint);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByText('Account created successfully! Please check your email to verify your account.'),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto(await linkFromMail(email, /verify/i));
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the initial tab comes from navigation state activeTab', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      window.history.pushState({ usr: { activeTab: 'signup' }, key: 'e2e', idx: 1 }, '', '/auth');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test("sign-in failures, the 'Invalid login' hint and clearing authentication data", async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Invalid login credentials. Try clearing your saved authentication data.');
    // The wrong password is the password field's problem, and the alert describes it.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      'Invalid login credentials. Try clearing your saved authentication data.',
    );
    await expectAccessible(page);

    await alert.getByRole('button', { name: 'Clear authentication data' }).click();
    await expect(page.getByText('Authentication state cleared')).toBeVisible();
    await expect(
      page.getByText('Your stored credentials have been cleared. Please try logging in again.'),
    ).toBeVisible();

    await page.route('**/api/session/clear', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Clear authentication data' }).last().click();
    await expect(page.getByText('Could not clear authentication state')).toBeVisible();
    await expect(page.getByText('There was an issue clearing your credentials. Please try again.')).toBeVisible();

    await page.unroute('**/api/session/clear');
    await page.route('**/api/session/clear', (route) => route.abort());
    await page.getByRole('button', { name: 'Clear authentication data' }).last().click();
    await expect(page.getByText('Failed to clear authentication state. Please try again.')).toBeVisible();
  });

  test('clearing authentication data really signs out and forgets the stored session', async ({ page }) => {
    const { email } = await registerAndVerify(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('storyloom-auth-session'))).toContain('userId');
    const status = await page.request.post('/api/session/clear', { data: {} });
    expect(await status.json()).toEqual({ cleared: true, signedOut: true });
    expect((await page.context().cookies()).some((c) => c.name.includes('session_token') && c.value)).toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('storyloom-auth-session'))).toBeNull();
  });

  test('connection banner, Check Connection toasts and the diagnostics panel', async ({ page }) => {
    await page.route('**/api/connection', (route) => route.abort());
    await page.goto('/auth');
    await expect(
      page.getByText('Connection to authentication service failed. This may cause login issues.'),
    ).toBeVisible();
    await expect(page.getByText('Connection to authentication service failed. Please try again later.')).toBeVisible();
    await page.getByRole('button', { name: 'Check Connection' }).click();
    await expect(page.getByText('Connection failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Unable to connect to the authentication service. Please check your internet connection.'),
    ).toBeVisible();

    await page.unroute('**/api/connection');
    await page.getByRole('button', { name: 'Check Connection' }).click();
    await expect(page.getByText('Connection restored')).toBeVisible();
    await expect(page.getByText('Connection to the authentication service has been restored.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check Connection' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Connection Diagnostics' }).click();
    await page.getByRole('button', { name: 'Run Diagnostics' }).click();
    const facts = page.locator('dl');
    await expect(facts).toContainText('Connectedyes');
    await expect(facts).toContainText('Auth sessionnone');
    await expect(facts).toContainText('Stored sessionno');
    await expect(facts).toContainText(`Service URL${new URL(page.url()).origin}/api/auth`);
    await expect(facts).toContainText('Last check');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
  });

  test('the floating connection button reports a real server check on every page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connection status' }).click();
    const panel = page.getByRole('region', { name: 'Connection status' });
    await expect(panel).toContainText('ConnectionOnline');
    await expect(panel).toContainText('DatabaseOK');
    await expect(panel).toContainText('SessionNo session');
    await expect(panel).toContainText('Checked at');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await registerAndVerify(page);
    await page.route('**/api/connection', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Connection status' }).click();
    await expect(page.getByRole('region', { name: 'Connection status' })).toContainText(
      'Connection to authentication service failed. Please try again later.',
    );
  });
});
