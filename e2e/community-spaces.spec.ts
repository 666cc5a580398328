import { memberInNewContext } from './fixtures/community.js';
import { expect, expectAccessible, test } from './fixtures/test.js';

test('create a space, open it without a reload, B joins: 2 members; settings for its admin only', async ({
  browser,
}) => {
  const a = await memberInNewContext(browser, 'Sam Spaces');
  const b = await memberInNewContext(browser, 'Tia Joiner');
  const name = `Film Club ${Date.now().toString(36)}`;

  await a.page.goto('/spaces');
  await a.page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await a.page.getByRole('button', { name: 'Create Space' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Create Space' });
  await expect(dialog.getByRole('radio', { name: '🎮' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '#8B5CF6' })).toBeChecked();
  await expectAccessible(a.page);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Space name is required')).toBeVisible();
  await dialog.getByLabel('Space name').fill(name);
  await dialog.getByLabel('Description (optional)').fill('Short films, made together');
  const film = dialog.getByRole('radio', { name: '🎬' });
  await dialog.locator('label').filter({ hasText: '🎬' }).click();
  await expect(film).toBeChecked();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(a.page).toHaveURL(/\/spaces\/[0-9a-f-]{36}$/);
  await expect(a.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(a.page.getByText('Short films, made together')).toBeVisible();
  await expect(a.page.getByTestId('member-count')).toHaveText('1 member');
  expect(await a.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(a.page.getByText('No posts yet')).toBeVisible();
  await expect(a.page.getByText('Be the first to post in this space!')).toBeVisible();
  await expectAccessible(a.page);
  const url = a.page.url();

  await b.page.goto(url);
  await b.page.getByRole('button', { name: 'Join Space' }).click();
  await expect(b.page.getByTestId('member-count')).toHaveText('2 members');
  await b.page.getByRole('tab', { name: 'Settings' }).click();
  await expect(b.page.getByText('Only the admins of this space can change its settings.')).toBeVisible();
  await b.page.getByRole('tab', { name: 'Members' }).click();
  const members = b.page.getByRole('tabpanel', { name: 'Members' });
  await expect(members.getByRole('link', { name: 'Tia Joiner' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Sam Spaces' })).toBeVisible();
  await expectAccessible(b.page);

  // B posts into the space; A sees it and the count after a reload.
  await b.page.getByRole('tab', { name: 'Posts' }).click();
  await b.page.getByRole('textbox', { name: 'Write a post' }).fill('My first film idea');
  await b.page.getByRole('button', { name: 'Post', exact: true }).click();
  await a.page.reload();
  await expect(a.page.getByTestId('member-count')).toHaveText('2 members');
  await expect(a.page.getByText('My first film idea')).toBeVisible();

  await a.page.getByRole('tab', { name: 'Settings' }).click();
  await a.page.getByLabel('Description (optional)').fill('Short films and trailers');
  await a.page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(a.page.getByText('Short films and trailers').first()).toBeVisible();
  await b.page.reload();
  await expect(b.page.getByText('Short films and trailers')).toBeVisible();

  await b.page.getByRole('button', { name: 'Leave Space' }).click();
  await expect(b.page.getByTestId('member-count')).toHaveText('1 member');

  await a.page.goto('/spaces/00000000-0000-4000-8000-000000000000');
  await expect(a.page.getByRole('heading', { level: 1, name: 'Space not found' })).toBeVisible();
  await expect(a.page.getByText("The space you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expectAccessible(a.page);
  await a.context.close();
  await b.context.close();
});
