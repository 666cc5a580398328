import fs from 'node:fs';
import { memberInNewContext } from './fixtures/community.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';
import { DEFAULT_ZONE, localInput, wallIn } from './fixtures/zones.js';

/** Reads a calendar file the way a calendar app does: unfold, split into name and value. */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const);
}

test('create an event, register until full, add it to a calendar, share it', async ({ browser }) => {
  const a = await memberInNewContext(browser, 'Eva Host');
  const b = await memberInNewContext(browser, 'Finn Late');
  const title = `Pitch Night ${Date.now().toString(36)}`;

  await a.page.goto('/events');
  await expect(a.page.getByRole('button', { name: 'All Events' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(a.page);
  await a.page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Event title').fill(title);
  await dialog.getByLabel('Category').selectOption('business');
  const when = new Date(Date.now() + 3 * 86_400_000);
  when.setHours(18, 30, 0, 0);
  // The field is read in the member's zone (Settings → General; a new member's default).
  const local = localInput(wallIn(when, DEFAULT_ZONE));
  await dialog.getByLabel('Date and time').fill(local);
  await dialog.getByLabel('Location').fill('Room 7');
  await dialog.getByLabel('Maximum attendees (optional)').fill('1');
  await dialog.getByLabel('Description').fill('Two minutes, one idea.');
  await dialog.getByRole('button', { name: 'Add agenda item' }).click();
  await dialog.getByRole('textbox', { name: 'Agenda 1: Time' }).fill('18:30');
  await dialog.getByRole('textbox', { name: 'Agenda 1: Title' }).fill('Pitches');
  await expectAccessible(a.page);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(a.page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(a.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(a.page.getByText('Pitches')).toBeVisible();
  await expect(a.page.getByText('0 / 1 attending · 1 spot left')).toBeVisible();
  await expect(
    a.page.getByText('No similar events found').or(a.page.getByRole('heading', { name: 'Similar Events' })),
  ).toBeVisible();
  await expectAccessible(a.page);
  const url = a.page.url();

  // B opens it while a spot is left; A takes the spot; B's Register is then refused by the server.
  await b.page.goto(url);
  await expect(b.page.getByRole('button', { name: `Register: ${title}` })).toBeEnabled();
  await a.page.getByRole('button', { name: `Register: ${title}` }).click();
  await expect(a.page.getByText('Successfully registered!').first()).toBeVisible();
  await expect(a.page.getByRole('status').filter({ hasText: "You've been registered for this event." })).toBeVisible();
  await b.page.getByRole('button', { name: `Register: ${title}` }).click();
  await expect(b.page.getByText('This event is full')).toBeVisible();
  await expect(b.page.getByText('1 / 1 attending · Full')).toBeVisible();

  // Add to Calendar downloads an .ics a calendar can read.
  const download = b.page.waitForEvent('download');
  await b.page.getByRole('link', { name: 'Add to Calendar' }).click();
  await expect(b.page.getByText('Added to calendar')).toBeVisible();
  const file = fs.readFileSync((await (await download).path()) ?? '', 'utf8');
  const fields = parseIcs(file);
  expect(fields[0]).toEqual(['BEGIN', 'VCALENDAR']);
  expect(fields).toContainEqual(['BEGIN', 'VEVENT']);
  expect(fields).toContainEqual(['SUMMARY', title]);
  expect(fields).toContainEqual([
    'DTSTART',
    when
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, ''),
  ]);
  expect(fields).toContainEqual(['LOCATION', 'Room 7']);

  await b.page.getByRole('button', { name: 'Share Event' }).click();
  await expect(b.page.getByText('Link copied!')).toBeVisible();
  expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Stored: A's Your Events lists it after a reload; the calendar shows it in its month.
  await a.page.goto('/events');
  await a.page.getByRole('button', { name: 'Your Events' }).click();
  await expect(a.page.getByRole('heading', { name: title })).toBeVisible();
  await a.page.getByRole('button', { name: 'Calendar View' }).click();
  if (wallIn(when, DEFAULT_ZONE).month !== wallIn(new Date(), DEFAULT_ZONE).month) {
    await a.page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(a.page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(a.page);

  await a.page.goto('/event/00000000-0000-4000-8000-000000000000');
  await expect(a.page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(a.page.getByText("The event you're looking for doesn't exist or has been removed.")).toBeVisible();
  await a.page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(a.page).toHaveURL(/\/events$/);
  await a.context.close();
  await b.context.close();
});

test('the host edits an event and deletes it; another member sees neither action', async ({ browser }) => {
  const host = await memberInNewContext(browser, 'Hedy Host');
  const other = await memberInNewContext(browser, 'Otto Other');
  const { page } = host;
  const stamp = Date.now().toString(36);
  const title = `Draft Night ${stamp}`;
  const renamed = `Story Slam ${stamp}`;

  await page.goto('/events');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const create = page.getByRole('dialog', { name: 'Create Event' });
  await create.getByLabel('Event title').fill(title);
  const when = new Date(Date.now() + 5 * 86_400_000);
  when.setHours(17, 0, 0, 0);
  await create.getByLabel('Date and time').fill(localInput(wallIn(when, DEFAULT_ZONE)));
  await create.getByLabel('Location').fill('Library');
  await create.getByLabel('Description').fill('Bring a page.');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const url = page.url();

  // Someone else sees the event but may not change it.
  await other.page.goto(url);
  await expect(other.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Edit Event' })).toHaveCount(0);
  await expect(other.page.getByRole('button', { name: 'Delete Event' })).toHaveCount(0);

  // Edit opens the event dialog filled in; only the title changes.
  const editButton = page.getByRole('button', { name: 'Edit Event' });
  await editButton.click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Event title')).toHaveValue(title);
  await expect(edit.getByLabel('Location')).toHaveValue('Library');
  await expect(edit.getByLabel('Date and time')).toHaveValue(localInput(wallIn(when, DEFAULT_ZONE)));
  await expectAccessible(page);
  await edit.getByLabel('Event title').fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(editButton).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Bring a page.')).toBeVisible();

  // Delete asks first; Cancel leaves everything as it was.
  const deleteButton = page.getByRole('button', { name: 'Delete Event' });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
  await expect(
    confirm.getByText('Its registrations and the post that announced it are deleted too. This cannot be undone.'),
  ).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page).toHaveURL(/\/events$/);
  await expect(toast(page, 'Event deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Your Events' }).click();
  await expect(page.getByText('No events found')).toBeVisible();
  await page.getByRole('button', { name: 'All Events' }).click();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await host.context.close();
  await other.context.close();
});
