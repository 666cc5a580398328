import type { Browser, Page } from '@playwright/test';
import { postCard } from './fixtures/community.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { ADULT_BIRTH, bornYearsAgo, memberBorn } from './fixtures/users.js';

// Issue 15, "Checked by": a 15-year-old's profile is not visible to a guest; no location insert in
// the composer; an adult's is unchanged.

const composer = (page: Page) => page.getByRole('form', { name: 'Write a post' });
const PUBLIC_AUDIENCE = /Public means signed-in Storyloom members/;

/** A member of this age, signed in in a browser of their own, and their username. */
async function memberWithUsername(browser: Browser, name: string, birth: { month: string; year: string }) {
  const member = await memberBorn(browser, name, birth);
  const profile = await member.page.request.get('/api/profile');
  const { username } = (await profile.json()) as { username: string };
  return { ...member, username };
}

test('a 15-year-old: private to signed-in members, never indexed, no location asked; an adult unchanged', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const teen = await memberWithUsername(browser, 'Tess Teen', bornYearsAgo(15));
  const adult = await memberWithUsername(browser, 'Ada Adult', ADULT_BIRTH);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  try {
    // The teen's composer: no location insert, no place for an event, and "public" explained.
    await teen.page.goto('/feed');
    const teenForm = composer(teen.page);
    await expect(teenForm.getByRole('button', { name: 'Insert emoji' })).toBeVisible();
    await expect(teenForm.getByRole('button', { name: 'Add location' })).toHaveCount(0);
    await expect(teenForm.getByText(PUBLIC_AUDIENCE)).toBeVisible();
    await teenForm.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Private' });
    await expect(teenForm.getByText(PUBLIC_AUDIENCE)).toHaveCount(0);
    await teenForm.getByRole('radio', { name: 'Event' }).click();
    await expect(teenForm.getByRole('textbox', { name: 'Location' })).toHaveCount(0);
    await expect(teenForm.getByText(/Events you host take place online/)).toBeVisible();
    await teenForm.getByRole('radio', { name: 'Post' }).click();
    await teenForm.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Public' });
    const teenPost = `Comic strip ${stamp}`;
    await teenForm.getByRole('textbox', { name: 'Write a post' }).fill(teenPost);
    await teenForm.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(teen.page, teenPost)).toBeVisible();
    await expectAccessible(teen.page);

    // A guest: the profile page sends them to sign in, and the API answers 401.
    await guestPage.goto(`/profile/${teen.username}`);
    await expect(guestPage).toHaveURL(/\/login$/);
    for (const url of [`/api/profiles/${teen.username}`, `/api/profiles/${teen.username}/posts`]) {
      expect((await guest.request.get(url)).status()).toBe(401);
    }
    // The page itself is served with noindex, before any script runs.
    const raw = await guest.request.get(`/profile/${teen.username}`);
    expect(raw.headers()['x-robots-tag']).toBe('noindex');

    // A signed-in member sees the teen's profile and post; the page asks not to be indexed.
    await adult.page.goto(`/profile/${teen.username}`);
    await expect(adult.page.getByText(`@${teen.username}`).first()).toBeVisible();
    await expect(adult.page.getByText(teenPost)).toBeVisible();
    await expect(adult.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The adult's composer is unchanged: the location insert is there and works.
    await adult.page.goto('/feed');
    const adultForm = composer(adult.page);
    await expect(adultForm.getByText(PUBLIC_AUDIENCE)).toHaveCount(0);
    await adultForm.getByRole('button', { name: 'Add location' }).click();
    await adult.page.getByRole('textbox', { name: 'Place' }).fill('Hill Street Library');
    await adult.page.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(adultForm.getByRole('textbox', { name: 'Write a post' })).toHaveValue(/📍 Hill Street Library/);
    await adultForm.getByRole('radio', { name: 'Event' }).click();
    await expect(adultForm.getByRole('textbox', { name: 'Location' })).toBeVisible();

    // And the adult's profile: shown to members as before, and to guests just as little as the teen's.
    await teen.page.goto(`/profile/${adult.username}`);
    await expect(teen.page.getByText(`@${adult.username}`).first()).toBeVisible();
    await guestPage.goto(`/profile/${adult.username}`);
    await expect(guestPage).toHaveURL(/\/login$/);
  } finally {
    await Promise.all([teen.context.close(), adult.context.close(), guest.close()]);
  }
});

test('the privacy notices are public pages, linked from the footer and sign-up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Privacy notice for children and parents' }).first().click();
  await expect(page).toHaveURL(/\/privacy\/children$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice for children and parents' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('link', { name: 'Privacy notice', exact: true })).toHaveAttribute('href', '/privacy');
});
