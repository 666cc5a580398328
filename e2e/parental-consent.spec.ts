import type { Page } from '@playwright/test';
import {
  aiOfflineForAccountText,
  consentPendingMessage,
  MONTH_NAMES,
  maskEmail,
  parentLinkTexts,
} from '@storyloom/domain';
import { postCard } from './fixtures/community.js';
import { communityText } from './fixtures/community-text.js';
import { CATCHER_PORT } from './fixtures/ports.js';
import { shoot } from './fixtures/shots.js';
import { ageStepText, youngMembersText } from './fixtures/sign-up-text.js';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';

/** The newest link to `path` in a mail to `to`, waiting for the mail to arrive. */
async function parentLink(to: string, path: '/parents/consent' | '/parents/child', subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${CATCHER_PORT}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Array<{ subject: string; text: string }>;
        const mail = mails.reverse().find((m) => subject.test(m.subject));
        link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname === path);
        return Boolean(link);
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

const composer = (page: Page) => page.getByRole('form', { name: 'Write a post' });

async function post(page: Page, text: string) {
  await page.goto('/community');
  await composer(page).getByRole('textbox', { name: 'Write a post' }).fill(text);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
}

async function signInWithUsername(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: /username/i }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a 12-year-old’s parent approves, withdraws and deletes from the mails, and the child’s account follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const child = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const parent = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const username = `kid_${Date.now().toString(36)}`;
  const password = 'kite-river-42';
  const parentEmail = newEmail('parent');
  const waiting = consentPendingMessage(maskEmail(parentEmail));

  // A 12-year-old signs up: the age step, then the form that asks for a parent's email.
  await child.goto('/register');
  const now = new Date();
  await child.getByLabel(ageStepText.month).selectOption({ label: MONTH_NAMES[now.getUTCMonth()] as string });
  await child.getByLabel(ageStepText.year).fill(String(now.getUTCFullYear() - 12));
  await child.getByRole('button', { name: ageStepText.continue }).click();
  const form = child.locator('main form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel("Your parent's or carer's email").fill(parentEmail);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(child).toHaveURL(/\/courses$/);

  // Holding: posting is refused by the server, and the child is told what waits and who was asked.
  const held = `Hello while waiting ${username}`;
  await post(child, held);
  await expect(toast(child, communityText('composer.publishFailed'), waiting)).toBeVisible();
  await dismissToasts(child);

  // The parent's mail carries the consent link: the notice, two separate choices, AI sharing left off.
  await parent.goto(await parentLink(parentEmail, '/parents/consent', /approve your child/i));
  await expect(parent.getByRole('heading', { level: 1, name: 'Approve your child’s account' })).toBeVisible();
  await expect(parent.getByText(`${username} asked to join Storyloom`)).toBeVisible();
  for (const heading of ['What we collected and why', 'Who else receives data', 'Your rights']) {
    await expect(parent.getByRole('heading', { name: heading })).toBeVisible();
  }
  const approveUse = parent.getByRole('checkbox', { name: /I approve their Storyloom account/ });
  await expect(approveUse).not.toBeChecked();
  // The e2e server has no AI key: no provider to share with, so the only choice is the approval itself.
  await expect(parent.getByRole('checkbox')).toHaveCount(1);
  await expect(parent.getByText(/No AI provider is connected/)).toBeVisible();
  await expectAccessible(parent);
  await shoot(parent, 'parent-consent');
  await parent.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(parent.getByText(youngMembersText('consent.approveUseRequired'))).toBeVisible();
  await approveUse.check();
  await parent.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(parent.getByRole('status')).toContainText(`${username} can now take part`);
  await expect(parent.getByText(/No AI provider is connected/)).toBeVisible();
  await shoot(parent, 'parent-consent-done');

  // The same consent link does not work twice.
  await parent.goto(await parentLink(parentEmail, '/parents/consent', /approve your child/i));
  await expect(parent.getByRole('alert')).toContainText(parentLinkTexts.invalid);

  // The child posts now, and the AI tools say they run offline for this account.
  const hello = `Hello after approval ${username}`;
  await post(child, hello);
  await expect(postCard(child, hello)).toBeVisible();
  await child.goto('/tools');
  await expect(child.getByText(aiOfflineForAccountText)).toBeVisible();

  // The confirmation mail ("email plus") links the parent page, which withdraws the approval.
  await parent.goto(await parentLink(parentEmail, '/parents/child', /you approved/i));
  await expect(parent.getByRole('heading', { level: 1, name: 'Your child’s account' })).toBeVisible();
  await expect(parent.getByText('Approved', { exact: true })).toBeVisible();
  await expect(parent.getByRole('link', { name: 'Download the data (zip)' })).toHaveAttribute(
    'href',
    /\/api\/parents\/child\/export\?token=/,
  );
  await expectAccessible(parent);
  await shoot(parent, 'parent-page');
  await parent.getByRole('button', { name: 'Withdraw approval' }).click();
  const confirmWithdraw = parent.getByRole('alertdialog');
  await expect(confirmWithdraw).toContainText('Nothing is deleted');
  await confirmWithdraw.getByRole('button', { name: 'Withdraw approval' }).click();
  await expect(parent.getByRole('status')).toContainText('Approval withdrawn');
  await expect(parent.getByRole('button', { name: 'Approve again' })).toBeVisible();

  // The child is signed out, and back in holding once signed in again.
  await child.goto('/dashboard');
  await expect(child).toHaveURL(/\/login$/);
  await signInWithUsername(child, username, password);
  await expect(child).toHaveURL(/\/dashboard$/);
  await post(child, `Hello after withdrawal ${username}`);
  await expect(toast(child, communityText('composer.publishFailed'), waiting)).toBeVisible();

  // The child forgot the password: the parent sets a new one, and the child's session ends with the old one.
  const newPassword = `lantern-${username}`;
  const setPassword = parent.getByRole('form', { name: 'Set a new password' });
  await setPassword.getByLabel('New password for your child', { exact: true }).fill(newPassword);
  await setPassword.getByRole('button', { name: 'Set the new password' }).click();
  await expect(parent.getByRole('status').filter({ hasText: 'New password set' })).toBeVisible();
  await expectAccessible(parent);
  await shoot(parent, 'parent-page-password');
  await child.goto('/dashboard');
  await expect(child).toHaveURL(/\/login$/);
  await signInWithUsername(child, username, password);
  await expect(toast(child, youngMembersText('signIn.failedTitle'))).toBeVisible();
  await dismissToasts(child);
  await signInWithUsername(child, username, newPassword);
  await expect(child).toHaveURL(/\/dashboard$/);

  // Delete from the parent page: the child cannot sign in any more.
  await parent.getByRole('button', { name: 'Delete the account' }).click();
  const confirmDelete = parent.getByRole('alertdialog');
  await expect(confirmDelete).toContainText(username);
  await confirmDelete.getByRole('button', { name: 'Delete the account' }).click();
  await expect(parent.getByRole('heading', { name: 'The account was deleted' })).toBeVisible();
  await shoot(parent, 'parent-page-deleted');

  await child.context().clearCookies();
  await signInWithUsername(child, username, newPassword);
  await expect(toast(child, youngMembersText('signIn.failedTitle'))).toBeVisible();
  await expect(child).toHaveURL(/\/login$/);

  await child.context().close();
  await parent.context().close();
});
