import type { Page } from '@playwright/test';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts } from './fixtures/toasts.js';
import { registerAndVerify, signIn } from './fixtures/users.js';
import { localInput, monthsBetween, type Wall, wallIn } from './fixtures/zones.js';

async function chooseGeneral(page: Page, timezone: string, language: string) {
  await page.goto('/settings/general');
  await page.getByLabel('Time zone').selectOption(timezone);
  await page.getByLabel('Language').selectOption(language);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

/** What the event page must show, written by Intl from the stored instant. */
function expected(startsAt: string, timeZone: string, locale: string) {
  const at = new Date(startsAt);
  const write = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at);
  return {
    date: write({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    time: write({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    month: write({ month: 'long', year: 'numeric' }),
    wall: wallIn(at, timeZone),
  };
}

/** The calendar of /events on the event's month (in the zone), and the day cell that must hold it. */
async function calendarDay(page: Page, title: string, today: Wall, event: ReturnType<typeof expected>) {
  await page.goto('/events');
  await page.getByRole('button', { name: 'Calendar View' }).click();
  for (let i = 0; i < monthsBetween(today, event.wall); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: event.month })).toBeVisible();
  return page.getByTestId(`calendar-day-${event.wall.day}`).getByRole('link', { name: new RegExp(title) });
}

test('dates follow the time zone and language chosen in Settings → General', async ({ page }) => {
  const { email } = await registerAndVerify(page, { name: 'Tomo Zone', email: newEmail('zone') });
  await signIn(page, email);
  await chooseGeneral(page, 'Asia/Tokyo', 'en-US');

  // 08:30 in Tokyo three days from now: still the evening before in New York.
  const day = wallIn(new Date(Date.now() + 3 * 86_400_000), 'Asia/Tokyo');
  const title = `Sunrise Pitch ${Date.now().toString(36)}`;
  await page.goto('/events');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Event title').fill(title);
  const tokyoName = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  await expect(dialog.getByText(`Times in ${tokyoName}`)).toBeVisible();
  await dialog.getByLabel('Date and time').fill(localInput({ ...day, hour: 8, minute: 30 }));
  await dialog.getByLabel('Location').fill('Online');
  await dialog.getByLabel('Description').fill('Ideas before breakfast.');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop();
  const { startsAt } = (await (await page.request.get(`/api/events/${id}`)).json()) as { startsAt: string };
  // The typed time was read as Tokyo time.
  expect(wallIn(startsAt, 'Asia/Tokyo')).toEqual({ ...day, hour: 8, minute: 30 });

  const tokyo = expected(startsAt, 'Asia/Tokyo', 'en-US');
  await expect(page.getByText(tokyo.date, { exact: true })).toBeVisible();
  await expect(page.getByText(tokyo.time, { exact: true })).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  const tokyoCell = await calendarDay(page, title, wallIn(new Date(), 'Asia/Tokyo'), tokyo);
  await expect(tokyoCell).toBeVisible();
  await expectAccessible(page);

  // Another zone and language: the same event moves to the evening before, written the British way.
  await chooseGeneral(page, 'America/New_York', 'en-GB');
  const newYork = expected(startsAt, 'America/New_York', 'en-GB');
  expect(newYork.date).not.toBe(tokyo.date);
  await page.goto(`/event/${id}`);
  await expect(page.getByText(newYork.date, { exact: true })).toBeVisible();
  await expect(page.getByText(newYork.time, { exact: true })).toBeVisible();
  await expect(page.getByText(tokyo.date, { exact: true })).toHaveCount(0);
  const newYorkCell = await calendarDay(page, title, wallIn(new Date(), 'America/New_York'), newYork);
  await expect(newYorkCell).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(1);
});
