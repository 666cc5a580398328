import type { Page } from '@playwright/test';
import { CATCHER_PORT } from './fixtures/ports.js';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts } from './fixtures/toasts.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

type Caught = { subject: string; text: string; from: string; replyTo: string };
async function mailsTo(to: string): Promise<Caught[]> {
  const res = await fetch(`http://127.0.0.1:${CATCHER_PORT}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Caught[];
}

async function newUser(page: Page, name: string) {
  const { email } = await registerAndVerify(page, { name, email: newEmail('settings') });
  await signIn(page, email);
  return email;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });

test.describe('settings area', () => {
  test('the left navigation, login-details by default, tabs in the URL, and the unknown tab text', async ({ page }) => {
    await newUser(page, 'Tab Tester');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav(page).getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(nav(page).getByRole('heading', { name: 'Settings' })).toBeVisible();
    const links = nav(page).getByRole('link');
    await expect(links).toHaveText([
      'Login Details',
      'Privacy',
      'Notifications',
      'General',
      'Email',
      'Domains',
      'Billing',
      'Team',
    ]);
    await expect(nav(page).getByRole('link', { name: 'Login Details' })).toHaveAttribute('aria-current', 'page');
    await dismissToasts(page);
    await expectAccessible(page);

    await nav(page).getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/settings\/billing$/);
    await page.reload();
    await expect(nav(page).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/settings/something-else');
    await expect(page.getByText('This section will be implemented in future updates.')).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
  });

  test('notifications: Configure stores per-channel preferences', async ({ page }) => {
    await newUser(page, 'Nia Notify');
    await page.goto('/settings/notifications');
    await expect(page.getByText('Course updates', { exact: true })).toBeVisible();
    await expect(page.getByText('Community activity', { exact: true })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Configure: Community activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Community activity' });
    await expect(dialog.getByLabel('In-app')).toBeChecked();
    await dialog.getByLabel('Email').uncheck();
    await dismissToasts(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByTestId('summary-community_activity')).toHaveText('In-app only');
    await page.reload();
    await expect(page.getByTestId('summary-community_activity')).toHaveText('In-app only');
    await expect(page.getByTestId('summary-course_updates')).toHaveText('In-app and email');
    await page.getByRole('button', { name: 'Configure: Community activity' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email')).not.toBeChecked();
  });

  test('general: the browser’s time zone and English (US) by default; a new choice survives reload', async ({
    page,
  }) => {
    await newUser(page, 'Gia General');
    await page.goto('/settings/general');
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByLabel('Time zone')).toHaveValue(browserZone);
    await expect(page.getByLabel('Language')).toHaveValue('en-US');
    await dismissToasts(page);
    await expectAccessible(page);
    await page.getByLabel('Time zone').selectOption('Europe/Paris');
    await page.getByLabel('Language').selectOption('en-GB');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Paris');
    await expect(page.getByLabel('Language')).toHaveValue('en-GB');
  });

  test('email: sender stored; a template edited with preview, stored and used for a real mail', async ({ page }) => {
    const email = await newUser(page, 'Eli Emailer');
    await page.goto('/settings/email');
    await page.getByLabel("'From' name").fill('Coach Eli');
    await page.getByLabel('Reply-To email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Email must contain an @ symbol')).toBeVisible();
    await page.getByLabel('Reply-To email').fill('eli@example.com');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('Welcome Email')).toBeVisible();
    await expect(page.getByText('Sent on course enrollment')).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit Template: Welcome Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Email' });
    await dialog.getByLabel('Subject').fill('Ready for {{course}}, {{name}}?');
    await expect(dialog.getByText('Ready for Storytelling Fundamentals, Robin?')).toBeVisible();
    await dialog.getByLabel('Message').fill('No link here');
    await expect(dialog.getByText('The message must contain {{link}}')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save template' })).toBeDisabled();
    await dialog.getByLabel('Message').fill('Hello {{name}}, jump in: {{link}}\n\n{{sender}}');
    await expect(dialog.getByTestId('template-preview')).toContainText('Hello Robin, jump in:');
    await dismissToasts(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template saved')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send me a test' }).click();
    await expect(page.getByText(`Test mail sent to ${email}`)).toBeVisible();
    await expect
      .poll(async () =>
        (await mailsTo(email)).find((m) => m.subject === 'Ready for Storytelling Fundamentals, Eli Emailer?'),
      )
      .toMatchObject({
        text: expect.stringContaining('Coach Eli'),
        // The From name is applied to the platform's sending address; replies go to the creator.
        from: expect.stringMatching(/^"?Coach Eli"? <[^<>@\s]+@[^<>\s]+>$/),
        replyTo: 'eli@example.com',
      });
    expect((await mailsTo(email)).find((m) => m.subject.startsWith('Ready for'))?.from).not.toContain(
      'eli@example.com',
    );

    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByLabel("'From' name")).toHaveValue('Coach Eli');
    await expect(page.getByLabel('Reply-To email')).toHaveValue('eli@example.com');
    await expect(page.getByText('Customized')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Template: Welcome Email' }).click();
    await expect(page.getByRole('dialog').getByLabel('Subject')).toHaveValue('Ready for {{course}}, {{name}}?');
    await page.keyboard.press('Escape');

    // The stored template is the Welcome Email of a real enrollment, with the sender applied.
    const course = 'Storytelling & Narrative Craft';
    await page.goto('/courses');
    await page.getByRole('button', { name: `Enroll Now: ${course}` }).click();
    const wizard = page.getByRole('dialog');
    for (let i = 0; i < 3; i++) await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Go to Course Dashboard' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => m.subject === `Ready for ${course}, Eli Emailer?`))
      .toEqual([
        expect.objectContaining({
          text: expect.stringMatching(
            /^Hello Eli Emailer, jump in: http\S+\/courses\/storytelling-narrative\/module\/1\n\nCoach Eli/,
          ),
          from: expect.stringMatching(/^"?Coach Eli"? </),
          replyTo: 'eli@example.com',
        }),
      ]);
  });

  test('domains: default badge, Add Domain with validation and pending state, homepage settings stored', async ({
    page,
  }) => {
    await newUser(page, 'Dee Domain');
    await page.goto('/settings/domains');
    await expect(page.getByText('Default', { exact: true })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await page.getByLabel('Domain name').fill('not a domain');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Please enter a domain name such as courses.example.com')).toBeVisible();
    const host = `courses-${Date.now().toString(36)}.example.com`;
    await page.getByLabel('Domain name').fill(host);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(host, { exact: true })).toBeVisible();
    await expect(page.getByText('Pending verification')).toBeVisible();
    await expect(page.getByText(`_storyloom-verification.${host}`)).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    await page.getByLabel('Site title').fill('Dee’s Story Studio');
    await page.getByLabel('Site description').fill('Courses about comics and stories.');
    await page.getByLabel('About me').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByText(host, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Site title')).toHaveValue('Dee’s Story Studio');
    await expect(page.getByLabel('Site description')).toHaveValue('Courses about comics and stories.');
    await expect(page.getByLabel('About me')).toBeChecked();
    await page.getByRole('button', { name: `Remove ${host}` }).click();
    await expect(page.getByText(host, { exact: true })).toHaveCount(0);
  });

  test('billing: the sample, marked as such; buttons that cannot work say so', async ({ page }) => {
    await newUser(page, 'Bo Billing');
    await page.goto('/settings/billing');
    await expect(page.getByText(/Sample data: billing is not connected/)).toBeVisible();
    await expect(page.getByText('Professional Plan', { exact: true })).toBeVisible();
    await expect(page.getByText('Save 20%')).toBeVisible();
    await expect(page.getByText('$240.00', { exact: true })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await expect(page.getByText('Not available yet')).toBeVisible();
    await page.getByRole('button', { name: 'View Invoice INV-2025-0001' }).click();
    await expect(page.getByRole('dialog', { name: 'Invoice INV-2025-0001' })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
  });

  test('team: owner without actions, a real invitation mail, role change and removal stored', async ({ page }) => {
    const owner = await newUser(page, 'Tara Team');
    await page.goto('/settings/team');
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByText(owner) });
    await expect(rows.getByText('Owner', { exact: true })).toBeVisible();
    await expect(rows.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Has full access, manages team members and billing.')).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    const invitee = newEmail('editor');
    await page.getByRole('button', { name: 'Invite People' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(invitee);
    await page.getByRole('dialog').getByLabel('Role').selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(invitee)).map((m) => m.subject))
      .toContain('You are invited to join a team on Storyloom');
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: invitee });
    await expect(row.getByText('Editor', { exact: true })).toBeVisible();
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Change Role: ${invitee}` }).click();
    await row.getByRole('combobox', { name: `Role: ${invitee}` }).selectOption('admin');
    await expect(page.getByText('Role changed')).toBeVisible();
    await page.reload();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Remove: ${invitee}` }).click();
    await expect(page.getByText('Member removed')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByText(invitee)).toHaveCount(0);
  });
});
