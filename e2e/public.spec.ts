import type { Page } from '@playwright/test';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts, toast } from './fixtures/toasts.js';

/**
 * Types an address the validator refuses and presses the submit button at once, with no blur first:
 * the message must show under the field (tied to it) and as the 'Invalid email' toast.
 */
async function submitInvalidEmailAtOnce(page: Page, submitLabel: string) {
  const email = page.getByLabel('Email');
  await email.fill('writer@example');
  await page.getByRole('button', { name: submitLabel }).click();
  await expect(toast(page, 'Invalid email', 'Email domain must include a dot (.)')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email domain must include a dot (.)');
  await dismissToasts(page);
}

test.describe('landing page', () => {
  test('header, sections, feature dialogs and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(header.getByRole('link', { name: 'Join Waiting List' })).toHaveAttribute('href', '/waiting-list');
    await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(header.getByRole('button', { name: /^Theme: / })).toBeVisible();
    for (const heading of ['Our Mission', 'Our Approach', 'The Problem', 'Our Solutions', 'Be the first to join']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const pillar of ['Inspire', 'Equip', 'Empower', 'Limited Access', 'Skill Gap', 'Missed Opportunities']) {
      await expect(page.getByRole('heading', { level: 3, name: pillar })).toBeVisible();
    }
    await expect(page.getByText('Annual Conference & Exhibition')).toBeVisible();
    await expectAccessible(page);

    await header.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/#features$/);
    await page.getByRole('button', { name: 'Learn more: Community Spaces' }).click();
    const dialog = page.getByRole('dialog', { name: 'Community Spaces' });
    await expect(dialog.getByRole('heading', { name: 'Key capabilities' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(dialog.getByText('Coming Soon')).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(2);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    for (const link of [
      'About Us',
      'Our Mentors',
      'Join Waiting List',
      'Contact',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
    await footer.getByRole('button', { name: 'Video & Edit AI' }).click();
    await expect(page.getByRole('dialog', { name: 'Video & Edit AI' })).toBeVisible();
  });

  test('the mobile side menu has Main Menu and Features and closes on a choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Main Menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Join Waiting List' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('button', { name: 'Storytelling AI' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Storytelling AI' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('waiting list', () => {
  test('validates the email on blur and on submit with the spec texts', async ({ page }) => {
    await page.goto('/waiting-list');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Early Access Benefits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expectAccessible(page);
    await page.getByLabel('Full Name').fill('Robin Writer');
    await submitInvalidEmailAtOnce(page, 'Join Waiting List');
    await expectAccessible(page);

    await page.reload();
    await page.getByLabel('Full Name').fill('Robin Writer');
    await page.getByLabel('Email').fill('robin.example.com');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Email must contain an @ symbol')).toBeVisible();
    await page.getByLabel('Email').fill('robin@example');
    await expect(page.getByText('Email domain must include a dot (.)')).toBeVisible();
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(toast(page, 'Invalid email', 'Email domain must include a dot (.)')).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
  });

  test('joins, offers another email, and answers a duplicate with Already registered', async ({ page }) => {
    const email = newEmail('waiting');
    await page.goto('/waiting-list');
    await page.getByLabel('Full Name').fill('Robin Writer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('I am a...').selectOption('student');
    await page.getByLabel('Storytelling').check();
    await page.getByLabel('Digital Marketing').check();
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(
      toast(page, 'Successfully joined!', "You've been added to our waiting list. We'll notify you when we launch!"),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add another email' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await page.getByLabel('Full Name').fill('Robin Again');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(
      toast(page, 'Already registered', 'This email is already on our waiting list. Thank you for your interest!'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });

  test("shows 'Joining...' and disables the button while sending", async ({ page }) => {
    await page.route('**/api/waiting-list', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.goto('/waiting-list');
    await page.getByLabel('Full Name').fill('Slow Sender');
    await page.getByLabel('Email').fill(newEmail('slow'));
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(page.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('requires name and message, validates the email, then sends', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Full Name').fill('Casey Parent');
    await page.getByLabel('Message').fill('Do you run workshops for schools?');
    await submitInvalidEmailAtOnce(page, 'Send Message');
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Missing information', 'Please fill all required fields.')).toBeVisible();

    await page.getByLabel('Full Name').fill('Casey Parent');
    await page.getByLabel('Message').fill('Do you run workshops for schools?\nWe are a small middle school.');
    await page.getByLabel('Email').fill('casey@');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Email must have a domain after the @ symbol')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Invalid email', 'Email must have a domain after the @ symbol')).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);

    await page.getByLabel('Email').fill(newEmail('casey'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      toast(page, 'Message sent!', "Thank you for contacting us. We'll get back to you soon!"),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('programs', () => {
  test('lists six programs; a level filter hides those without levels and toggles off', async ({ page }) => {
    await page.goto('/programs');
    const cards = page.getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(6);
    await expectAccessible(page);
    const beginner = page.getByRole('button', { name: 'Beginner' });
    await beginner.click();
    await expect(beginner).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveText(['Storytelling', 'Entrepreneurship', 'Content Creation', 'Audience Engagement']);
    await page.getByRole('button', { name: 'Advanced' }).click();
    await expect(cards).toHaveCount(4);
    await page.getByRole('button', { name: 'Advanced' }).click();
    await expect(cards).toHaveCount(6);

    await page.getByText('Key Topics').first().click();
    await expect(page.getByText('Story structure and the three-act arc')).toBeVisible();
    await page.getByText('Learning Outcomes').first().click();
    await expect(page.getByText('Outline a complete short story from idea to ending')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Enroll Now' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
