import type { Browser, Page } from '@playwright/test';
import { memberInNewContext, postCard, type SignedIn } from './fixtures/community.js';
import { ADMIN_EMAIL } from './fixtures/ports.js';
import { shoot } from './fixtures/shots.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';
import { signInOrRegister } from './fixtures/users.js';

// Issue 16, "Checked by" 1: member A reports B's post (Bullying) → a moderator sees it in the queue →
// removes it citing a rule → B is told and appeals → the moderator upholds it → A got "action taken".
// The post is gone for A and for a third member. The moderator is made one by the admin, in the UI.

const composer = (page: Page) => page.getByRole('form', { name: 'Write a post' });

async function publish(page: Page, text: string) {
  await page.goto('/feed');
  const form = composer(page);
  await form.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await form.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Public' });
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(postCard(page, text)).toBeVisible();
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInOrRegister(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
  return page;
}

/** The bell's list, opened; the caller presses Escape. */
async function openBell(page: Page) {
  await page.goto('/community');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test.describe('safety: report → moderate → appeal', () => {
  const members: SignedIn[] = [];
  test.afterAll(async () => {
    for (const m of members) await m.context.close();
  });

  test('A reports B’s post, a moderator removes it citing a rule, B appeals, the moderator upholds', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const a = await memberInNewContext(browser, 'Ava Reporter');
    const b = await memberInNewContext(browser, 'Ben Author');
    const c = await memberInNewContext(browser, 'Cal Bystander');
    // Made last: the admin users list shows the newest accounts first.
    const mod = await memberInNewContext(browser, `Mia Moderator ${stamp}`);
    members.push(a, b, c, mod);
    const admin = await adminPage(browser);
    members.push({ context: admin.context(), page: admin, name: 'Ada Admin', email: ADMIN_EMAIL });

    await test.step('a member sees no moderation entry and is refused the queue', async () => {
      await mod.page.goto('/admin/moderation');
      await expect(mod.page.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeVisible();
      await expect(
        mod.page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Moderation' }),
      ).toHaveCount(0);
    });

    await test.step('the admin makes Mia a moderator on the users screen', async () => {
      await admin.goto('/admin/users');
      await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      const row = admin.getByRole('row').filter({ hasText: mod.name });
      // Admins are never offered the moderator buttons.
      await expect(admin.getByRole('row').filter({ hasText: ADMIN_EMAIL }).getByRole('button')).toHaveCount(0);
      await row.getByRole('button', { name: `Make moderator: ${mod.name}` }).click();
      const confirm = admin.getByRole('alertdialog', { name: 'Make this member a moderator?' });
      await expect(confirm).toBeVisible();
      await expectAccessible(admin);
      await confirm.getByRole('button', { name: 'Make moderator' }).click();
      await expect(toast(admin, `${mod.name} is now a moderator`)).toBeVisible();
      await expect(row.getByText('Moderator', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Remove moderator: ${mod.name}` })).toBeVisible();
      await dismissToasts(admin);
      await shoot(admin, 'safety-admin-users');
    });

    const text = `Nobody likes you ${stamp}`;
    let postId = '';
    await test.step('B posts; A reports it for bullying', async () => {
      await publish(b.page, text);
      await a.page.goto('/feed');
      const card = postCard(a.page, text);
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Post actions' }).click();
      await a.page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = a.page.getByRole('dialog', { name: 'Report this post' });
      await dialog.getByRole('radio', { name: 'Bullying or harassment' }).check();
      const sent = a.page.waitForRequest((r) => r.url().endsWith('/api/reports') && r.method() === 'POST');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      postId = ((await sent).postDataJSON() as { itemId: string }).itemId;
      const thanks = a.page.getByRole('dialog', { name: 'Thanks for telling us' });
      await expect(thanks.getByRole('status')).toContainText('a moderator will look at it');
      await a.page.keyboard.press('Escape');
      await expect(thanks).toBeHidden();
    });

    await test.step('the moderator sees the queue only, with the report', async () => {
      await mod.page.reload();
      const sidebar = mod.page.getByRole('navigation', { name: 'Sidebar' });
      await expect(sidebar.getByRole('link', { name: 'Moderation' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Waiting List' })).toHaveCount(0);
      await mod.page.goto('/admin/waiting-list');
      await expect(mod.page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
      await mod.page.goto('/admin/moderation/audit');
      await expect(mod.page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();

      await sidebar.getByRole('link', { name: 'Moderation' }).click();
      await expect(mod.page.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();
      await expect(mod.page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
      const item = mod.page.getByRole('article', { name: text });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Bullying or harassment (1)');
      await expect(item).toContainText('Ben Author');
      await expect(item).toContainText('Adult');
      await expect(item).toContainText('No prior actions');
      await expect(item.getByRole('link', { name: /Open in context/ })).toHaveAttribute('href', /^\//);
      // The reason filter narrows the list; another reason leaves it empty.
      await mod.page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Spam or scam' });
      await expect(item).toHaveCount(0);
      await mod.page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Bullying or harassment' });
      await expect(item).toBeVisible();
      await expectAccessible(mod.page);
      await shoot(mod.page, 'safety-queue');
    });

    await test.step('the moderator removes it, citing "Be kind"', async () => {
      const item = mod.page.getByRole('article', { name: text });
      const review = item.getByRole('button', { name: /^Review/ });
      await review.click();
      const dialog = mod.page.getByRole('dialog', { name: 'Reported item' });
      await expect(dialog.getByText(text).first()).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Reports (1)' })).toBeVisible();
      await dialog.getByLabel('Action', { exact: true }).selectOption('remove');
      // The rule is required: nothing is sent without it.
      await dialog.getByRole('button', { name: 'Apply action' }).click();
      await expect(dialog.getByText(/Choose the rule this breaks/)).toBeVisible();
      await expect(dialog.getByLabel('Rule', { exact: true })).toBeFocused();
      await dialog.getByLabel('Rule', { exact: true }).selectOption({ label: 'Be kind' });
      await dialog.getByLabel('Note (optional)').fill('Name-calling another member');
      await expectAccessible(mod.page);
      await shoot(mod.page, 'safety-item-dialog');
      await dialog.getByRole('button', { name: 'Apply action' }).click();
      await expect(toast(mod.page, 'Remove: done')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(mod.page.getByRole('article', { name: text })).toHaveCount(0);
      // It is in the handled list now.
      await mod.page.getByLabel('Status', { exact: true }).selectOption('handled');
      await expect(mod.page.getByRole('article', { name: text })).toContainText('Removed');
    });

    const appealText = `It was a joke between friends ${stamp}`;
    await test.step('B is told which rule and appeals', async () => {
      const list = await openBell(b.page);
      await expect(list.getByText(/A moderator acted on something of yours/)).toBeVisible();
      await b.page.keyboard.press('Escape');
      await b.page.goto('/community/notices');
      const notice = b.page.getByRole('article').filter({ hasText: 'Removed' }).filter({ hasText: 'Be kind' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Name-calling another member');
      await notice.getByRole('button', { name: 'Appeal' }).click();
      await notice.getByLabel('Why do you think we got it wrong?').fill(appealText);
      await notice.getByRole('button', { name: 'Send appeal' }).click();
      await expect(notice.getByText(/Your appeal was sent|Waiting for a moderator/).first()).toBeVisible();
    });

    await test.step('the moderator upholds the appeal', async () => {
      await mod.page.getByLabel('Status', { exact: true }).selectOption('appeals');
      const item = mod.page.getByRole('article').filter({ hasText: appealText });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Against: Remove — Be kind');
      await expectAccessible(mod.page);
      await shoot(mod.page, 'safety-appeals');
      await item.getByLabel('Decision note (optional)').fill('Insults are not jokes here');
      await item.getByRole('button', { name: 'Uphold' }).click();
      await expect(toast(mod.page, 'Appeal decided: upheld')).toBeVisible();
      await expect(mod.page.getByRole('article').filter({ hasText: appealText })).toHaveCount(0);
    });

    await test.step('B sees the decision stands; A got "action taken"', async () => {
      await b.page.goto('/community/notices');
      await expect(b.page.getByText('Decision upheld').first()).toBeVisible();
      const list = await openBell(a.page);
      await expect(list.getByText(/We looked at what you reported and took action/)).toBeVisible();
      await a.page.keyboard.press('Escape');
    });

    await test.step('the post is gone for A and for a third member (UI and API)', async () => {
      expect(postId).toMatch(/^[0-9a-f-]{36}$/);
      for (const member of [a, c]) {
        await member.page.goto('/feed');
        await expect(composer(member.page)).toBeVisible();
        await expect(postCard(member.page, text)).toHaveCount(0);
        expect((await member.page.request.get(`/api/posts/${postId}`)).status()).toBe(404);
      }
    });

    await test.step('the admin reads the audit log: who, what, why', async () => {
      await admin.goto('/admin/moderation');
      await admin
        .getByRole('navigation', { name: 'Moderation sections' })
        .getByRole('link', { name: 'Audit log' })
        .click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      const removal = admin
        .getByRole('row')
        .filter({ hasText: mod.name })
        .filter({ has: admin.getByRole('cell', { name: 'Remove', exact: true }) });
      await expect(removal.first()).toContainText('Be kind');
      await expect(removal.first()).toContainText('Name-calling another member');
      await expect(admin.getByRole('row').filter({ hasText: 'Appeal upheld' }).first()).toBeVisible();
      await expectAccessible(admin);
      await shoot(admin, 'safety-audit');
    });
  });

  test('the admin adds and deletes a word-list term', async ({ browser }) => {
    const admin = await adminPage(browser);
    const term = `zzbad${Date.now().toString(36)}`;
    await admin.goto('/admin/moderation/words');
    await expect(admin.getByRole('heading', { level: 1, name: 'Word list' })).toBeVisible();
    await admin.getByLabel('Term', { exact: true }).fill(term);
    await admin.getByLabel('List', { exact: true }).selectOption({ label: 'Block' });
    await admin.getByRole('button', { name: 'Add term' }).click();
    await expect(toast(admin, `“${term}” added`)).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: term });
    await expect(row).toContainText('Block');
    await dismissToasts(admin);
    await expectAccessible(admin);
    await shoot(admin, 'safety-words');
    await row.getByRole('button', { name: `Delete ${term}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(admin, `“${term}” deleted`)).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: term })).toHaveCount(0);
    await admin.context().close();
  });
});
