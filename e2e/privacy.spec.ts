import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DELETED_MEMBER_NAME, dataRightsMessages } from '@storyloom/domain';
import { expect, expectAccessible, linkFromMail, newEmail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';
import { PASSWORD, registerAndVerify, signIn } from './fixtures/users.js';

const run = promisify(execFile);

/** The entries of a zip as Python's standard zipfile module reads them (after its own integrity test). */
async function zipEntries(file: string): Promise<string[]> {
  await run('python3', ['-m', 'zipfile', '-t', file]);
  const list = 'import sys, zipfile\nprint("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))';
  return (await run('python3', ['-c', list, file])).stdout.split('\n').filter(Boolean);
}

test.describe('Settings → Privacy', () => {
  test('export my data and download the zip, then delete the account: signing in fails', async ({ page }) => {
    const { email } = await registerAndVerify(page, { name: 'Pat Private', email: newEmail('privacy') });
    await signIn(page, email);
    const post = await page.request.post('/api/posts', { data: { type: 'post', content: 'Something to take along' } });
    expect(post.status()).toBe(201);

    await page.goto('/settings/privacy');
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(nav.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Export my data' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    await expect(page.getByText(`show "${DELETED_MEMBER_NAME}" instead of your name`)).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Request my data' }).click();
    const downloadLink = page.getByRole('link', { name: 'Download my data' });
    await expect(downloadLink).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/The download link works until/)).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^storyloom-data-\d{4}-\d\d-\d\d\.zip$/);
    const entries = await zipEntries(await download.path());
    expect(entries).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'posts.json', 'comments.json', 'consent.json']),
    );
    const mailLink = await linkFromMail(email, new RegExp(dataRightsMessages.exportMailSubject));
    expect(mailLink).toMatch(/\/settings\/privacy$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
    await expect(dialog.getByText(dataRightsMessages.invalidPassword)).toBeVisible();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
