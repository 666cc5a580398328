import type { Page } from '@playwright/test';
import { memberInNewContext, postCard, type SignedIn } from './fixtures/community.js';
import { communityText } from './fixtures/community-text.js';
import { shoot } from './fixtures/shots.js';
import { expect, expectAccessible, test } from './fixtures/test.js';

// Issue 16, block: a blocked member cannot follow, comment on, like, mention or see the blocker's
// posts and profile, and any follow ends. Enforced by the server, so checked in the UI and the API.

async function publish(page: Page, text: string) {
  await page.goto('/feed');
  const form = page.getByRole('form', { name: 'Write a post' });
  await form.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postCard(page, text)).toBeVisible();
}

const POST_MISSING = communityText('feed.postMissing');

type FeedPost = { id: string; content: string; author: { id: string; username: string } };

async function feedOf(page: Page): Promise<FeedPost[]> {
  const response = await page.request.get('/api/posts');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: FeedPost[] }).items;
}

test.describe('safety: block', () => {
  let a: SignedIn;
  let b: SignedIn;
  test.beforeEach(async ({ browser }) => {
    a = await memberInNewContext(browser, 'Ada Blocker');
    b = await memberInNewContext(browser, 'Bo Blocked');
  });
  test.afterEach(async () => {
    await a.context.close();
    await b.context.close();
  });

  test('after A blocks B, B cannot comment on A’s post, follow A or see A’s posts (UI and API)', async () => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const aText = `Ada's new chapter ${stamp}`;
    const bText = `Bo says hello ${stamp}`;
    await publish(a.page, aText);
    await publish(b.page, bText);

    // Before: B sees A's post, can comment on it and follow A.
    const aPost = (await feedOf(b.page)).find((p) => p.content === aText);
    if (!aPost) throw new Error('B does not see A’s post before the block');
    const { id: postId, author } = aPost;
    expect((await b.page.request.put(`/api/members/${author.id}/follow`)).ok()).toBe(true);
    const before = await b.page.request.post(`/api/posts/${postId}/comments`, { data: { content: `Nice ${stamp}` } });
    expect(before.ok()).toBe(true);

    // A blocks B from B's post menu, after a dialog that says what blocking does.
    await a.page.goto('/feed');
    const menu = postCard(a.page, bText).getByRole('button', { name: 'Post actions' });
    await menu.click();
    await expect(a.page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
    await expect(a.page.getByRole('menuitem', { name: 'Mute Bo Blocked' })).toBeVisible();
    await a.page.getByRole('menuitem', { name: 'Block Bo Blocked' }).click();
    const confirm = a.page.getByRole('alertdialog', { name: 'Block Bo Blocked?' });
    await expect(confirm).toContainText('won’t be able to follow you');
    await expectAccessible(a.page);
    await shoot(a.page, 'safety-block-confirm');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(a.page.getByText('You blocked Bo Blocked.')).toBeVisible();
    await expect(confirm).toBeHidden();

    // Settings → Privacy lists B.
    await a.page.goto('/settings/privacy');
    const blockedList = a.page.getByRole('list', { name: 'Blocked members' });
    await expect(blockedList.getByRole('link', { name: 'Bo Blocked' })).toBeVisible();
    await expectAccessible(a.page);
    await shoot(a.page, 'safety-privacy-lists');

    // UI: B's feed, A's profile and the post's own link show nothing of A's post, so no comment box either.
    await b.page.goto('/feed');
    await expect(postCard(b.page, bText)).toBeVisible();
    await expect(postCard(b.page, aText)).toHaveCount(0);
    await b.page.goto(`/feed?post=${postId}`);
    const shared = b.page.getByRole('region', { name: 'Shared post' });
    await expect(shared.getByText(POST_MISSING)).toBeVisible();
    await expect(b.page.getByText(aText)).toHaveCount(0);
    await b.page.goto(`/profile/${author.username}`);
    await expect(b.page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
    await expect(b.page.getByText(aText)).toHaveCount(0);

    // API, with B's own session: no post, no comment, no follow, no profile posts.
    const r = b.page.request;
    expect((await feedOf(b.page)).some((p) => p.id === postId)).toBe(false);
    expect((await r.get(`/api/posts/${postId}`)).status()).toBe(404);
    const comment = await r.post(`/api/posts/${postId}/comments`, { data: { content: `Still here ${stamp}` } });
    expect([403, 404]).toContain(comment.status());
    const follow = await r.put(`/api/members/${author.id}/follow`);
    expect([403, 404]).toContain(follow.status());
    const like = await r.put(`/api/posts/${postId}/like`);
    expect(like.ok()).toBe(false);
    const profilePosts = await r.get(`/api/profiles/${author.username}/posts`);
    if (profilePosts.ok()) expect(JSON.stringify(await profilePosts.json())).not.toContain(aText);
    else expect(profilePosts.status()).toBe(404);

    // A unblocks B in Settings → Privacy; B sees the post again (the follow that ended stays ended).
    await blockedList.getByRole('button', { name: 'Unblock Bo Blocked' }).click();
    await a.page
      .getByRole('alertdialog', { name: 'Unblock Bo Blocked?' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await expect(a.page.getByText('You haven’t blocked anyone.')).toBeVisible();
    expect((await feedOf(b.page)).some((p) => p.id === postId)).toBe(true);
  });
});
