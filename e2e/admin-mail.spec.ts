import { UNDELIVERABLE_PREFIX } from './fixtures/mail-catcher.js';
import { ADMIN_EMAIL, CATCHER_PORT } from './fixtures/ports.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { toast } from './fixtures/toasts.js';
import { signInOrRegister } from './fixtures/users.js';

/**
 * Issue 18: with SMTP_URL every mail goes through the queue. The catcher refuses addresses starting
 * with UNDELIVERABLE_PREFIX (a permanent 550), so these mails fail for real and reach /admin/mail.
 */
test.describe('admin mail', () => {
  test('failed mails are listed newest first with pagination, and Retry tries again', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOrRegister(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
    await page.goto('/admin/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    await expect(page.getByText('No failed mail.', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // Team invitations to addresses the mail server refuses: 11 mails that cannot be delivered.
    const tag = Date.now().toString(36);
    const addresses = Array.from({ length: 11 }, (_, i) => `${UNDELIVERABLE_PREFIX}${tag}-${i}@e2e.storyloom.test`);
    for (const email of addresses) {
      const res = await page.request.post('/api/settings/team/invitations', { data: { email, role: 'editor' } });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }

    const rows = page.getByRole('row').filter({ hasText: `${UNDELIVERABLE_PREFIX}${tag}-` });
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(10, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // Newest first: the last invitation heads the list; the first is alone on page 2.
    await expect(rows.first()).toContainText(addresses[10] as string);
    await expect(rows.first()).toContainText('550');
    await expectAccessible(page);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(1);
    const first = rows.first();
    await expect(first).toContainText(addresses[0] as string);
    await expect(first.getByRole('cell').nth(2)).toHaveText('1');

    await first.getByRole('button', { name: new RegExp(`^Retry: .* to ${addresses[0]}$`) }).click();
    await expect(toast(page, `Sending again to ${addresses[0]}`)).toBeVisible();
    // Tried again at once: still refused, so it is back in the list with a second attempt.
    await expect(async () => {
      await page.reload();
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
      await expect(rows.first().getByRole('cell').nth(2)).toHaveText('2', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Nothing reached the refused addresses; the mail text never shows in the admin list.
    const caught = (await (await fetch(`http://127.0.0.1:${CATCHER_PORT}/?to=${addresses[0]}`)).json()) as unknown[];
    expect(caught).toEqual([]);
    await expect(page.getByText('/settings/team?invitation=')).toHaveCount(0);
  });
});
