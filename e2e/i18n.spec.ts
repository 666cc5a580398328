import { SERVER_TEXT, type UiLocale } from '@storyloom/domain';
import { message } from './fixtures/catalogues.js';
import { memberInNewContext } from './fixtures/community.js';
import { CATCHER_PORT } from './fixtures/ports.js';
import { expect, newEmail, test } from './fixtures/test.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

test.describe('a guest reads in the browser’s language', () => {
  test.use({ locale: 'es-ES' });

  test('a Spanish browser sees the landing in Spanish and switches to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(message('marketing', 'es', 'hero.title'));
    await expect(
      page.getByRole('link', { name: message('marketing', 'es', 'nav.joinWaitingList') }).first(),
    ).toBeVisible();

    await page.getByLabel(message('common', 'es', 'language.label')).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tell your story.');
    await expect(page.getByRole('link', { name: 'Join Waiting List' }).first()).toBeVisible();

    // The choice outlives the page: the next visit opens in English although the browser asks for Spanish.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tell your story.');
  });
});

test.describe('a new account takes the browser’s time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('signing up from Asia/Tokyo gives the account Asia/Tokyo', async ({ page }) => {
    const { email } = await registerAndVerify(page, { name: 'Kenji Tanaka', email: newEmail('tokyo') });
    await signIn(page, email);
    await page.goto('/settings/general');
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
    const settings = await page.request.get('/api/me');
    expect((await settings.json()).preferences.timezone).toBe('Asia/Tokyo');
  });
});

/** The newest mail to `to` whose subject is `subject`, waiting for it to arrive. */
async function mailWithSubject(to: string, subject: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${CATCHER_PORT}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { subject: string; text: string }[];
        found = mails.reverse().find((m) => m.subject === subject);
        return Boolean(found);
      },
      { message: `mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as { subject: string; text: string };
}

/** A server text (mail, error) in one locale, with its placeholders filled the simple way. */
function serverText(locale: UiLocale, key: string, values: Record<string, string>) {
  const text = SERVER_TEXT[locale][key];
  if (!text) throw new Error(`no server text ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

test('a member who chooses Português reads the app, mails and dates in Portuguese', async ({ page, browser }) => {
  const pt = (namespace: string, key: string) => message(namespace, 'pt-BR', key);
  const { email } = await registerAndVerify(page, { name: 'Bia Souza', email: newEmail('bia') });
  await signIn(page, email);
  await page.goto('/settings/general');
  await page.getByLabel('Language').selectOption('pt-BR');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  // The interface switches at once, <html lang> with it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('button', { name: pt('settings', 'saveChanges') })).toBeVisible();
  await expect(page.getByRole('link', { name: pt('common', 'nav.community') }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: pt('dashboard', 'activity.title') })).toBeVisible();
  await page.goto('/community');
  await expect(page.getByText(pt('community', 'hubSubtitle'))).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: pt('settings', 'title'), level: 1 })).toBeVisible();

  // Dates in pt-BR formats: the tools page shows today's long date in the member's zone.
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: pt('tools', 'messages.pageTitle'), level: 1 })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  const today = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: me.preferences.timezone,
  }).format(new Date());
  await expect(page.locator('time').filter({ hasText: today })).toBeVisible();

  // A comment on her post reaches her in Portuguese.
  const post = await page.request.post('/api/posts', { data: { type: 'post', content: 'Meu primeiro conto' } });
  expect(post.ok()).toBe(true);
  const { id: postId } = (await post.json()) as { id: string };
  const commenter = await memberInNewContext(browser, 'Caio Lima');
  const comment = await commenter.page.request.post(`/api/posts/${postId}/comments`, {
    data: { content: 'Que lindo!' },
  });
  expect(comment.ok()).toBe(true);
  const mail = await mailWithSubject(email, serverText('pt-BR', 'mail.activity.commentSubject', { who: 'Caio Lima' }));
  expect(mail.text).toContain('Que lindo!');
  expect(mail.text).not.toContain('commented on your post');
  await commenter.context.close();
});
