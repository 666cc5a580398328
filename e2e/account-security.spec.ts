import type { Browser, Page } from '@playwright/test';
import { PASSWORD_MIN_LENGTH, passwordRuleText } from '@storyloom/domain';
import { message } from './fixtures/catalogues.js';
import { expect, expectAccessible, linkFromMail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';
import { nextCode, timeStep, totpCode } from './fixtures/totp.js';
import { PASSWORD, registerAndVerify, signIn } from './fixtures/users.js';

/** The rule under the Change Password dialog's new password (the account-security catalogue). */
const changePasswordRule = message('account-security', 'en', 'password.ruleHint').replace(
  '{min}',
  String(PASSWORD_MIN_LENGTH),
);

const tooShort = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu|Robin Writer/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The same account signed in from another browser, which the server names by its user agent. */
async function signInElsewhere(browser: Browser, email: string, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe('password reset', () => {
  test('forgot → mail → reset page → the new password works and the old session ends', async ({ page, browser }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);

    const other = await (await browser.newContext()).newPage();
    await other.goto('/forgot-password');
    await other.getByLabel('Email').fill(email);
    await other.getByRole('button', { name: 'Send reset link' }).click();
    await expect(other.getByText('If an account exists for that email, we have sent a reset link.')).toBeVisible();
    await other.goto(await linkFromMail(email, /reset/i));
    await expect(other).toHaveURL(/\/reset-password\?token=/);
    await expectAccessible(other);
    const newPassword = other.getByLabel('New password', { exact: true });
    await expect(newPassword).toHaveAccessibleDescription(passwordRuleText.hint);
    await newPassword.fill('short');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(newPassword).toHaveAccessibleDescription(`${tooShort} ${passwordRuleText.hint}`);
    await other.getByLabel('New password', { exact: true }).fill('a-new-story-99');
    await other.getByLabel('Confirm new password').fill('a-new-story-99');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(other.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
    await signIn(other, email, 'a-new-story-99');
    await other.close();

    // The first browser's session ended with the reset: its next protected action goes to /login.
    await page.getByRole('button', { name: 'Refresh Session' }).click();
    await expect(page.getByText('Refresh failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('change password dialog', () => {
  test('checks each rule with the spec texts, verifies the current password, ends other sessions', async ({
    page,
    browser,
  }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    const other = await (await browser.newContext()).newPage();
    await signIn(other, email);

    await page.goto('/settings/login-details');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Update password' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await dialog.getByLabel('Confirm new password').fill('fresh-pass-2');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText("New passwords don't match");
    await expect(dialog.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('New password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm new password').fill('abc');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(tooShort);
    // The rule and the refusal are under the field too, tied to it.
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      `${tooShort} ${changePasswordRule}`,
    );
    await dialog.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await dialog.getByLabel('Confirm new password').fill('fresh-pass-1');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
    await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await submit.click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await signIn(other, email, 'fresh-pass-1');
    await other.close();
  });
});

test.describe('TOTP multi-factor', () => {
  test('enrol with a computed code, then sign-in asks for it; a wrong code and a reused code fail', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    const other = await signInElsewhere(browser, email, FIREFOX_ON_WINDOWS);
    await page.goto('/settings/login-details');
    await expect(page.getByText('No factor is set up yet.')).toBeVisible();
    await expect(page.getByText('aal1')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await expect(dialog.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    const enrolStep = timeStep();
    await dialog.getByLabel('Authentication code').fill(totpCode(secret, enrolStep));
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
    // The browser that signed in without a code can be signed out from here.
    const offer = dialog.getByRole('region', { name: 'You are signed in on 1 other device.' });
    await offer.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(toast(page, 'Signed out of 1 other device')).toBeVisible();
    await expect(dialog.getByText('Your other devices are signed out.')).toBeVisible();
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/login$/);
    await other.context().close();
    await dialog.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('aal2')).toBeVisible();
    await expect(page.getByText('10 backup codes left')).toBeVisible();

    await signOut(page);
    await passwordStep(page, email);
    await expectAccessible(page);
    await enterCode(page, '000000');
    await expect(page.getByRole('alert')).toHaveText('That code is not correct. Enter the current code from your app.');
    const { code } = await nextCode(secret, enrolStep);
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    await passwordStep(page, email);
    await enterCode(page, code);
    await expect(page.getByRole('alert')).toHaveText(
      'This code has already been used. Wait for the next code from your app.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sessions', () => {
  test('this device is marked; another is signed out by name and its next page is /login', async ({
    page,
    browser,
  }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    const other = await signInElsewhere(browser, email, FIREFOX_ON_WINDOWS);

    await page.goto('/settings/login-details');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    const rows = sessions.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.first().getByRole('button')).toHaveCount(0);
    await expect(rows.nth(1)).toContainText('Firefox on Windows');
    await expect(rows.nth(1)).not.toContainText('This device');
    await expect(rows.nth(1)).toContainText(/Last active (just now|1 minute ago)/);
    await expectAccessible(page);

    await sessions.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    await expect(toast(page, 'Signed out of that device')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(sessions.getByText('You are not signed in on any other device.')).toBeVisible();
    await expect(sessions.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);

    await other.goto('/settings/login-details');
    await expect(other).toHaveURL(/\/login$/);
    await other.context().close();
    // This browser stays signed in.
    await page.reload();
    await expect(rows).toHaveCount(1);
  });

  test('Sign out of all other devices ends every other session', async ({ page, browser }) => {
    const { email } = await registerAndVerify(page);
    await signIn(page, email);
    const firefox = await signInElsewhere(browser, email, FIREFOX_ON_WINDOWS);
    const iphone = await signInElsewhere(browser, email, SAFARI_ON_IPHONE);

    await page.goto('/settings/login-details');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    const rows = sessions.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(sessions.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeVisible();
    await sessions.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(toast(page, 'Signed out of 2 other devices')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('This device');
    await dismissToasts(page);
    await expectAccessible(page);

    for (const other of [firefox, iphone]) {
      await other.goto('/dashboard');
      await expect(other).toHaveURL(/\/login$/);
      await other.context().close();
    }
  });
});
