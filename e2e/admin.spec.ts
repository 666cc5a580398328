import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL } from './fixtures/ports.js';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';
import { registerAndVerify, signIn, signInOrRegister } from './fixtures/users.js';

/** Runs a search the way an admin does: type, then Enter. */
async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox');
  await box.fill(term);
  await box.press('Enter');
}

async function downloadCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = fs.readFileSync(await file.path(), 'utf8');
  return { name: file.suggestedFilename(), lines: text.split('\r\n').filter(Boolean) };
}

test.describe('admin waiting list', () => {
  test('search, pagination of 10 with 12+ rows, empty state, CSV export', async ({ page }) => {
    const tag = `wl${Date.now().toString(36)}`;
    for (let i = 0; i < 13; i++) {
      const res = await page.request.post('/api/waiting-list', {
        data: { name: `Pager ${tag} ${String(i).padStart(2, '0')}`, email: newEmail(`${tag}-${i}`), role: 'educator' },
      });
      expect(res.status()).toBe(201);
    }
    await signInOrRegister(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
    await page.goto('/admin/waiting-list');
    await expect(page.getByRole('heading', { name: 'Waiting List Management' })).toBeVisible();
    await expectAccessible(page);

    await search(page, tag.toUpperCase());
    const rows = page.getByRole('row').filter({ hasText: tag });
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`Pager ${tag} 12`);
    await expect(page.getByText('Total Signups').locator('..')).toContainText('13');
    await expect(page.getByText('Top Role').locator('..')).toContainText('Educator');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(3);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    // Running a search (the Search button this time) goes back to page 1.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(10);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(/^waiting-list-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe('Name,Email,Role,Interests,Created At');
    expect(csv.lines).toHaveLength(14);
    expect(csv.lines[1]).toMatch(new RegExp(`^"Pager ${tag} 12","[^"]+","educator","",`));
    await expect(toast(page, 'Export successful', '13 entries exported')).toBeVisible();

    // A new search goes back to page 1; no match shows the empty row with 'Clear search'.
    await search(page, `${tag}-nobody`);
    await expect(page.getByRole('cell', { name: /No entries found/ })).toBeVisible();
    await expect(pagination).toHaveCount(0);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(toast(page, 'No data', 'There are no entries to export')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(page.getByRole('row').filter({ hasText: tag }).first()).toBeVisible();
  });
});

test.describe('admin contact messages', () => {
  test('status cycle, opening marks read, reply, delete with confirmation, filters, CSV', async ({ page }) => {
    const tag = `cm${Date.now().toString(36)}`;
    const send = (name: string, subject: string) =>
      page.request.post('/api/contact-messages', {
        data: { name: `${name} ${tag}`, email: newEmail(tag), subject, message: `Hello from ${name}` },
      });
    expect((await send('Alex', 'Workshops')).status()).toBe(201);
    expect((await send('Blair', '')).status()).toBe(201);
    expect((await send('Casey', 'Delete me')).status()).toBe(201);
    await signInOrRegister(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
    await page.goto('/admin/contact-messages');
    await search(page, tag);
    await expect(page.getByText('Showing 3 of 3 messages')).toBeVisible();
    await expectAccessible(page);

    // The row action cycles unread → read → responded → unread.
    const alex = page.getByRole('row').filter({ hasText: `Alex ${tag}` });
    await expect(alex).toContainText('Unread');
    await alex.getByRole('button', { name: 'Mark as read' }).click();
    await expect(toast(page, 'Status updated', 'Message marked as read')).toBeVisible();
    await expect(alex).toContainText('Read');
    await alex.getByRole('button', { name: 'Mark as responded' }).click();
    await expect(toast(page, 'Status updated', 'Message marked as responded')).toBeVisible();
    await expect(alex).toContainText('Responded');
    await alex.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(alex).toContainText('Unread');

    // Opening a message marks it read; a blank subject was stored as 'General Inquiry'.
    const blair = page.getByRole('row').filter({ hasText: `Blair ${tag}` });
    await expect(blair).toContainText('General Inquiry');
    // Toasts are closed first: a click on one would count as a click outside the dialog.
    await dismissToasts(page);
    await blair.getByRole('button', { name: 'View message' }).click();
    const dialog = page.getByRole('dialog', { name: 'General Inquiry' });
    await expect(dialog.getByText('Hello from Blair')).toBeVisible();
    await expect(dialog.getByLabel('Status')).toHaveValue('read');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(blair).toContainText('Read');
    await blair.getByRole('button', { name: 'View message' }).click();
    const reply = dialog.getByRole('link', { name: 'Reply via Email' });
    await expect(reply).toHaveAttribute('href', /^mailto:.+\?subject=Re%3A%20General%20Inquiry&body=Hi%20Blair/);
    await reply.click();
    await expect(dialog.getByLabel('Status')).toHaveValue('responded');
    await dialog.getByLabel('Status').selectOption('unread');
    await expect(toast(page, 'Status updated', 'Message marked as unread')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(blair).toContainText('Unread');

    // Delete asks first; Cancel keeps the message.
    const casey = page.getByRole('row').filter({ hasText: `Casey ${tag}` });
    await dismissToasts(page);
    await casey.getByRole('button', { name: 'Delete message' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`The message from Casey ${tag} will be permanently deleted`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(casey).toBeVisible();
    await casey.getByRole('button', { name: 'Delete message' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Message deleted', 'The message has been permanently deleted')).toBeVisible();
    await expect(casey).toHaveCount(0);
    await expect(page.getByText('Showing 2 of 2 messages')).toBeVisible();

    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(/^contact_messages_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe('Name,Email,Subject,Message,Status,Created At');
    expect(csv.lines).toHaveLength(3);

    // The status filter and an empty result with 'Clear filters'.
    await page.getByLabel('Filter by status').selectOption('responded');
    await expect(page.getByRole('cell', { name: /No messages found/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Filter by status')).toHaveValue('');
    await expect(page.getByRole('searchbox')).toHaveValue('');
  });
});

test.describe('admin access', () => {
  test('a non-admin sees the Admins only page and gets 403 from every admin API', async ({ page }) => {
    const { email } = await registerAndVerify(page, { name: 'Nosy Creator', email: newEmail('nosy') });
    await signIn(page, email);
    for (const path of ['/admin/waiting-list', '/admin/contact-messages']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    await expectAccessible(page);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      page.request.get('/api/admin/waiting-list'),
      page.request.get('/api/admin/waiting-list/export'),
      page.request.get('/api/admin/contact-messages'),
      page.request.get('/api/admin/contact-messages/export'),
      page.request.patch(`/api/admin/contact-messages/${id}`, { data: { status: 'read' } }),
      page.request.delete(`/api/admin/contact-messages/${id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status(), res.url()).toBe(403);
  });
});
