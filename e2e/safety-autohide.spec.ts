import type { Page } from '@playwright/test';
import { memberInNewContext, postCard, type SignedIn } from './fixtures/community.js';
import { reportThrough } from './fixtures/safety.js';
import { shoot } from './fixtures/shots.js';
import { expect, expectAccessible, test } from './fixtures/test.js';

// Issue 16, auto-hide: an item reported by three different members is hidden pending review, at
// once, for everyone but its author (who sees "Hidden while we review it") and the moderators.

async function openComments(page: Page, postText: string) {
  await page.goto('/feed');
  const card = postCard(page, postText);
  await expect(card).toBeVisible();
  await card
    .getByRole('button', { name: /comment/i })
    .first()
    .click();
  const comments = card.getByRole('region', { name: /comments/i });
  await expect(comments).toBeVisible();
  return comments;
}

test.describe('safety: auto-hide after three reports', () => {
  const members: SignedIn[] = [];
  test.afterEach(async () => {
    for (const m of members.splice(0)) await m.context.close();
  });

  test('three members report a comment: a fourth no longer sees it; its author sees "Hidden while we review it"', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const author = await memberInNewContext(browser, 'Cara Commenter');
    members.push(author);
    const postText = `Sharing my comic draft ${stamp}`;
    const commentText = `You are all terrible at drawing ${stamp}`;

    // The author posts and comments under it.
    await author.page.goto('/feed');
    const form = author.page.getByRole('form', { name: 'Write a post' });
    await form.getByRole('textbox', { name: 'Write a post' }).fill(postText);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(author.page, postText)).toBeVisible();
    const own = await openComments(author.page, postText);
    await own.getByRole('textbox', { name: 'Write a comment' }).fill(commentText);
    await own.getByRole('button', { name: 'Send' }).click();
    const ownComment = own.getByRole('listitem').filter({ hasText: commentText });
    await expect(ownComment).toBeVisible();
    // Nobody reports their own comment: it has no Report menu.
    await expect(ownComment.getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    // Three other members report it, each through the comment's menu.
    for (const [index, name] of ['Rae Reporter', 'Sol Reporter', 'Tia Reporter'].entries()) {
      const reporter = await memberInNewContext(browser, name);
      members.push(reporter);
      const comments = await openComments(reporter.page, postText);
      const comment = comments.getByRole('listitem').filter({ hasText: commentText });
      await expect(comment).toBeVisible();
      const menu = comment.getByRole('button', { name: 'More actions: comment by Cara Commenter' });
      if (index === 0) {
        // The dialog itself, once: the reasons, the note that Something else needs, the guidelines link.
        await menu.click();
        await reporter.page.getByRole('menuitem', { name: 'Report' }).click();
        const dialog = reporter.page.getByRole('dialog', { name: 'Report this comment' });
        for (const reason of [
          'Personal information',
          'Bullying or harassment',
          'Self-harm or suicide',
          'Sexual or adult content',
          'Hate',
          'Spam or scam',
          'Something else',
        ]) {
          await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
        }
        await expect(dialog.getByRole('link', { name: /Community guidelines/ })).toHaveAttribute('href', '/guidelines');
        await dialog.getByRole('radio', { name: 'Something else' }).check();
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Tell us what is wrong when you choose Something else.');
        await expectAccessible(reporter.page);
        await shoot(reporter.page, 'safety-report-dialog');
        await reporter.page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(menu, 'focus returns to the menu button').toBeFocused();
      }
      expect(await reportThrough(reporter.page, menu, 'Bullying or harassment')).toBe('sent');
      if (index === 0) {
        // (The third report hides the comment: its menu goes, so focus has nowhere to come back to.)
        await expect(menu, 'focus returns to the menu button after the report').toBeFocused();
        // One open report per member and item.
        expect(await reportThrough(reporter.page, menu, 'Hate')).toBe('already');
      }
    }

    // A fourth member no longer sees the comment, at once.
    const fourth = await memberInNewContext(browser, 'Uma Onlooker');
    members.push(fourth);
    const theirs = await openComments(fourth.page, postText);
    await expect(theirs.getByText(commentText)).toHaveCount(0);
    // Not through the API either.
    const postId = await postIdOf(fourth.page, postText);
    const listed = await fourth.page.request.get(`/api/posts/${postId}/comments`);
    expect(listed.ok()).toBe(true);
    expect(JSON.stringify(await listed.json())).not.toContain(commentText);

    // The author still sees it, labelled.
    const mine = await openComments(author.page, postText);
    const hidden = mine.getByRole('listitem').filter({ hasText: commentText });
    await expect(hidden).toBeVisible();
    await expect(hidden.getByText('Hidden while we review it')).toBeVisible();
    await expectAccessible(author.page);
    await shoot(author.page, 'safety-hidden-label');
  });
});

/** A post's id, from the feed the member is shown. */
async function postIdOf(page: Page, text: string): Promise<string> {
  const response = await page.request.get('/api/posts');
  expect(response.ok()).toBe(true);
  const feed = (await response.json()) as { items: { id: string; content: string }[] };
  const post = feed.items.find((p) => p.content === text);
  if (!post) throw new Error(`no post "${text}" in the feed`);
  return post.id;
}
