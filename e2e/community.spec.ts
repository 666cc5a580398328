import type { Page } from '@playwright/test';
import { memberInNewContext, postCard, type SignedIn, signInAgain } from './fixtures/community.js';
import { expect, expectAccessible, test } from './fixtures/test.js';

const profilePoints = (page: Page) =>
  page.getByRole('complementary', { name: 'Community sidebar' }).getByText(/\d+ points/);
const postsIn = (text: string | null) => Number(text?.match(/(\d+) posts?/)?.[1]);
const composer = (page: Page) => page.getByRole('form', { name: 'Write a post' });

async function publish(page: Page, text: string, visibility: 'Public' | 'Private' = 'Public') {
  const form = composer(page);
  await form.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await form.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: visibility });
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postCard(page, text)).toBeVisible();
}

test.describe('community: two members live', () => {
  let a: SignedIn;
  let b: SignedIn;
  test.beforeEach(async ({ browser }) => {
    a = await memberInNewContext(browser, 'Ava Author');
    b = await memberInNewContext(browser, 'Ben Reader');
  });
  test.afterEach(async () => {
    await a.context.close();
    await b.context.close();
  });

  test('A posts, B sees it live, likes and comments; A sees the count, points and bell change', async () => {
    const stamp = Date.now().toString(36);
    await b.page.goto('/community');
    await expect(b.page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await a.page.goto('/community');
    await expect(profilePoints(a.page)).toHaveText(/0 points/);
    await expectAccessible(a.page);

    const text = `Hello from Ava ${stamp} https://example.com/portfolio`;
    await publish(a.page, text);
    await expect(postCard(a.page, text).getByText('Just now')).toBeVisible();
    await expect(postCard(a.page, text).getByRole('link', { name: /Content Creation/ })).toBeVisible();
    await expect(profilePoints(a.page)).toHaveText(/5 points/);
    // The link is a real, safe link.
    await expect(postCard(a.page, text).getByRole('link', { name: 'https://example.com/portfolio' })).toHaveAttribute(
      'rel',
      /noopener/,
    );

    // B never reloads: the post arrives over the live stream.
    const onB = postCard(b.page, text);
    await expect(onB).toBeVisible();
    await onB.getByRole('button', { name: /^Like/ }).click();
    await expect(onB.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(postCard(a.page, text).getByTestId('like-count')).toHaveText('1');
    await expect(profilePoints(a.page)).toHaveText(/6 points/);

    await onB.getByRole('button', { name: /comment/ }).click();
    await onB.getByRole('textbox', { name: 'Write a comment' }).fill(`Great work ${stamp}!`);
    await onB.getByRole('button', { name: 'Send' }).click();
    await expect(onB.getByText(`Great work ${stamp}!`)).toBeVisible();
    await expect(onB.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    await expect(postCard(a.page, text).getByTestId('comment-count')).toHaveText('1');
    await expectAccessible(b.page);

    // Share copies a link that opens the post.
    await onB.getByRole('button', { name: 'Share' }).click();
    await expect(b.page.getByText('Post link copied')).toBeVisible();
    const shared = await b.page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(/\/feed\?post=[0-9a-f-]{36}$/);
    await b.page.goto(shared);
    await expect(b.page.getByRole('region', { name: 'Shared post' }).getByText(text)).toBeVisible();

    await expect(a.page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await a.page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    await expect(a.page.getByText('Ben Reader liked your post')).toBeVisible();
    await expect(a.page.getByText('Ben Reader commented on your post')).toBeVisible();
    await expectAccessible(a.page);
    await a.page.keyboard.press('Escape');
    await expect(a.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // Everything is stored: a reload and a new sign-in show the same.
    await signInAgain(b);
    await b.page.goto('/feed');
    const again = postCard(b.page, text);
    await expect(again.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByTestId('like-count')).toHaveText('1');
    await expect(again.getByTestId('comment-count')).toHaveText('1');
    await a.page.reload();
    await expect(profilePoints(a.page)).toHaveText(/6 points/);
  });

  test('A’s private post never reaches B: feed, space, search, counts', async () => {
    const stamp = Date.now().toString(36);
    await b.page.goto('/spaces');
    await b.page.getByRole('tab', { name: 'Discover Spaces' }).click();
    const spaceCard = b.page
      .getByRole('listitem')
      .filter({ has: b.page.getByRole('heading', { name: 'Content Creation' }) });
    const countBefore = await spaceCard.getByText(/\d+ posts?/).textContent();

    await b.page.goto('/feed');
    await a.page.goto('/feed');
    const secret = `Secret diary ${stamp}`;
    await publish(a.page, secret, 'Private');
    await expect(postCard(a.page, secret).getByText('Private')).toBeVisible();
    await expect(profilePoints(a.page)).toHaveText(/0 points/);
    // A public post after it: once B sees this one live, B has had every event.
    const marker = `After the secret ${stamp}`;
    await publish(a.page, marker);
    await expect(postCard(b.page, marker)).toBeVisible();
    await expect(postCard(b.page, secret)).toHaveCount(0);

    await b.page.getByRole('searchbox', { name: 'Search posts' }).fill(stamp);
    await expect(postCard(b.page, marker)).toBeVisible();
    await expect(postCard(b.page, secret)).toHaveCount(0);
    await b.page.getByRole('searchbox', { name: 'Search posts' }).fill(`Secret diary ${stamp}`);
    await expect(b.page.getByText('No posts match this view.')).toBeVisible();

    await b.page.goto('/spaces/5a1ce000-0000-4000-8000-000000000001');
    await expect(postCard(b.page, marker)).toBeVisible();
    await expect(postCard(b.page, secret)).toHaveCount(0);
    await expectAccessible(b.page);

    await b.page.goto('/spaces');
    await b.page.getByRole('tab', { name: 'Discover Spaces' }).click();
    const countAfter = await spaceCard.getByText(/\d+ posts?/).textContent();
    expect(postsIn(countAfter)).toBe(postsIn(countBefore) + 1);

    // The author still has it after a new sign-in.
    await signInAgain(a);
    await a.page.goto('/feed');
    await expect(postCard(a.page, secret)).toBeVisible();
  });
});

test.describe('community hub', () => {
  test('tabs, the spaces hash, New Post, members and the leaderboard ranges', async ({ browser }) => {
    const m = await memberInNewContext(browser, 'Hana Hub');
    const { page } = m;
    await page.goto('/community#spaces');
    await expect(page.getByRole('tab', { name: 'Spaces', exact: true, selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Feed' }).click();
    await expect(page.getByRole('tab', { name: 'Feed', selected: true })).toBeVisible();
    // A later hash change selects Spaces again.
    await page.evaluate(() => {
      window.location.hash = 'top';
    });
    await page.evaluate(() => {
      window.location.hash = 'spaces';
    });
    await expect(page.getByRole('tab', { name: 'Spaces', exact: true, selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'New Post' }).click();
    await expect(page.getByRole('textbox', { name: 'Write a post' })).toBeFocused();

    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page.getByText(/Showing 12 of \d+ members/)).toBeVisible();
    const total = Number((await page.getByText(/Showing 12 of \d+ members/).textContent())?.match(/of (\d+)/)?.[1]);
    await page.getByRole('button', { name: 'Load More Members' }).click();
    await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} members`)).toBeVisible();
    await page.getByRole('button', { name: 'Follow Maya Chen' }).click();
    await expect(page.getByRole('button', { name: 'Unfollow Maya Chen' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(page.getByText('Showing 1 of 1 members')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const week = await table.textContent();
    // The seeded ledger reaches back months, so all time ranks more points than the last 7 days.
    await page.getByRole('button', { name: 'All time' }).click();
    await expect.poll(() => table.textContent()).not.toBe(week);
    await expect(page.getByText('How to Earn Points')).toBeVisible();
    await expect(page.getByText('10 points to level 2')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await m.context.close();
  });
});

test.describe('community hub on a phone', () => {
  test('at 375 px every tab is in view and the connection button leaves the points column clear', async ({
    browser,
  }) => {
    const m = await memberInNewContext(browser, 'Pia Phone');
    const { page } = m;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/community');
    const tabs = page.getByRole('tablist', { name: 'Community sections' });
    for (const name of ['Feed', 'Spaces', 'Members', 'Events', 'Leaderboard']) {
      const box = await tabs.getByRole('tab', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box?.x, `${name} starts in view`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends in view`).toBeLessThanOrEqual(375);
    }

    await tabs.getByRole('tab', { name: 'Leaderboard' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // At the end of the page, where the last rows sit right above the button's corner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await page.getByRole('button', { name: 'Connection status' }).boundingBox();
    expect(button).not.toBeNull();
    const points = table.locator('tr > :last-child');
    await expect(points.first()).toHaveText('Points', { ignoreCase: true });
    for (const cell of await points.all()) {
      const box = await cell.boundingBox();
      if (!box || !button) continue;
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      expect(overlaps, `the button covers "${await cell.textContent()}"`).toBe(false);
    }
    await expectAccessible(page);
    await m.context.close();
  });
});
