import type { Page } from '@playwright/test';
import { postCard } from './fixtures/community.js';
import { shoot } from './fixtures/shots.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { ADULT_BIRTH, bornYearsAgo, memberBorn } from './fixtures/users.js';

// Issue 16, "Checked by": a teen's post "call me at 555-123-4567" shows the coach; a post with a
// slur is refused for anyone; after the third refusal, writing is muted with the explanation.

const PHONE_POST = 'call me at 555-123-4567';
const SLUR_POST = 'you are such a retard';
const SWEARING_POST = 'what the fuck is this';

const composer = (page: Page) => page.getByRole('form', { name: 'Write a post' });
const textBox = (page: Page) => composer(page).getByRole('textbox', { name: 'Write a post' });

async function tryToPost(page: Page, text: string) {
  await textBox(page).fill(text);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
}

test('a teen’s phone number shows the coach: Edit goes back to the text, Post anyway publishes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await memberBorn(browser, 'Tia Teen', bornYearsAgo(15));
  await page.goto('/feed');
  await expect(composer(page).getByRole('link', { name: 'Community guidelines' })).toHaveAttribute(
    'href',
    '/guidelines',
  );

  await tryToPost(page, PHONE_POST);
  const coach = composer(page).getByRole('alert', { name: 'Before you share this' });
  await expect(coach).toBeVisible();
  await expect(coach).toContainText('“555-123-4567”');
  await expect(coach).toContainText('This looks like a phone number');
  await expect(textBox(page)).toHaveValue(PHONE_POST);
  await expectAccessible(page);
  await shoot(page, 'safety-coach');

  // Edit: back to the text, nothing published.
  await coach.getByRole('button', { name: 'Edit' }).click();
  await expect(coach).toBeHidden();
  await expect(textBox(page)).toBeFocused();
  await expect(postCard(page, PHONE_POST)).toHaveCount(0);

  // Post anyway: published as written.
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(coach).toBeVisible();
  await coach.getByRole('button', { name: 'Post anyway' }).click();
  await expect(postCard(page, PHONE_POST)).toBeVisible();
  await expect(coach).toBeHidden();
  await expect(textBox(page)).toHaveValue('');

  // A slur is refused for a teen too, with the text kept.
  await tryToPost(page, SLUR_POST);
  await expect(composer(page).getByRole('alert', { name: 'Please change the wording' })).toBeVisible();
  await expect(textBox(page)).toHaveValue(SLUR_POST);
  await context.close();
});

test('a slur is refused for an adult, and the third refusal pauses writing with the explanation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await memberBorn(browser, 'Ada Adult', ADULT_BIRTH);
  await page.goto('/feed');

  await tryToPost(page, SLUR_POST);
  const refused = composer(page).getByRole('alert', { name: 'Please change the wording' });
  await expect(refused).toContainText('aren’t allowed on Storyloom');
  await expect(refused).toContainText('2 more times');
  await expect(textBox(page)).toHaveValue(SLUR_POST);
  await expect(postCard(page, SLUR_POST)).toHaveCount(0);

  await tryToPost(page, SWEARING_POST);
  await expect(refused).toContainText('1 more time');

  await tryToPost(page, `${SWEARING_POST}?`);
  const paused = composer(page).getByRole('alert', { name: 'Writing is paused' });
  await expect(paused).toContainText('paused for 10 minutes');
  await expect(paused).toContainText(/You can write again at/);
  await shoot(page, 'safety-muted');

  // The fourth attempt, harmless as it is, is refused with when writing comes back.
  await tryToPost(page, 'A harmless sentence about comics');
  await expect(paused).toContainText(/writing is paused/i);
  await expect(paused).toContainText(/You can write again at/);
  await expect(postCard(page, 'A harmless sentence about comics')).toHaveCount(0);
  await expectAccessible(page);
  await context.close();
});
