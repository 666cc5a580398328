import sharp from 'sharp';
import { expect, expectAccessible, newEmail, test } from './fixtures/test.js';
import { dismissToasts } from './fixtures/toasts.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

/** The GPS IFD pointer tag (0x8825) in either byte order. */
function hasGpsTag(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length - 1; i++) {
    if ((bytes[i] === 0x88 && bytes[i + 1] === 0x25) || (bytes[i] === 0x25 && bytes[i + 1] === 0x88)) return true;
  }
  return false;
}

const fixtures = {
  /** Gaussian noise hardly compresses: a real PNG over 6 MB. */
  large: () =>
    sharp({
      create: {
        width: 1600,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer(),
  textAsPng: async () => Buffer.from('This is a text file with a .png name, not a picture.\n'),
  corrupt: async () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(3000, 0x5a)]),
  withGps: () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
      .withExif({
        IFD0: { Make: 'E2ETestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 46/1 30/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '122/1 25/1 10/1',
        },
      })
      .jpeg()
      .toBuffer(),
};

test.describe('profile', () => {
  test('each avatar error with a real file, then a GPS-tagged JPEG uploads without any EXIF', async ({ page }) => {
    const { email } = await registerAndVerify(page, { name: 'Avery Artist', email: newEmail('avatar') });
    await signIn(page, email);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profile Picture' })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    const input = page.locator('input[type=file]');

    const large = await fixtures.large();
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: large });
    await expect(page.getByText('File too large')).toBeVisible();
    await expect(page.getByText('Please select an image under 5MB.')).toBeVisible();

    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await fixtures.textAsPng() });
    await expect(page.getByText('Invalid file type')).toBeVisible();
    await expect(page.getByText('Please select an image file.')).toBeVisible();

    await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: await fixtures.corrupt() });
    await expect(page.getByText('Image error')).toBeVisible();
    await expect(page.getByText('There was a problem processing the image. Please try another one.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);

    const gps = await fixtures.withGps();
    expect(hasGpsTag(gps)).toBe(true);
    await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: gps });
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
    await dismissToasts(page);
    await expectAccessible(page);
    // Cancel drops the choice; choosing again and Upload stores it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toHaveCount(0);
    await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: gps });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Avatar updated')).toBeVisible();

    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp\?v=\d+$/);
    const src = (await picture.getAttribute('src')) as string;
    // The header shows the same picture.
    await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();

    const stored = await page.request.get(src);
    expect(stored.headers()['content-type']).toBe('image/webp');
    expect(stored.headers()['x-content-type-options']).toBe('nosniff');
    const bytes = await stored.body();
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(hasGpsTag(bytes)).toBe(false);
    expect(bytes.includes(Buffer.from('E2ETestCam'))).toBe(false);

    // It survives a reload, in the header too.
    await page.reload();
    await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();

    // And it is the author's picture on their posts in the feed.
    const text = `My new picture ${Date.now()}`;
    const created = await page.request.post('/api/posts', { data: { type: 'post', content: text } });
    expect(created.status()).toBe(201);
    await page.goto('/feed');
    const post = page.getByRole('article').filter({ hasText: text });
    await expect(post.locator(`img[src="${src}"]`)).toBeVisible();
  });

  test("'No changes' when nothing changed, and a real update that survives reload", async ({ page }) => {
    const { email } = await registerAndVerify(page, { name: 'Nova Novelist', email: newEmail('profile') });
    await signIn(page, email);
    await page.goto('/profile');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByText('Email cannot be changed')).toBeVisible();

    await page.getByLabel('Full name').press('Enter');
    await expect(page.getByText('No changes', { exact: true })).toBeVisible();
    await expect(page.getByText('No changes were made to your profile.')).toBeVisible();

    // Typing and reverting is still "no change".
    await page.getByLabel('Bio').fill('x');
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    await page.getByLabel('Bio').fill('');
    await expect(save).toHaveAttribute('aria-disabled', 'true');

    const username = `nova_${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Full name').fill('Nova Storyteller');
    await page.getByLabel('Bio').fill('I write fantasy for young readers.');
    await page.getByLabel('Website').fill('not a url');
    await save.click();
    await expect(page.getByText('Please enter a full web address starting with http:// or https://')).toBeVisible();
    await page.getByLabel('Website').fill('https://nova.example.com');
    await save.click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await dismissToasts(page);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Full name')).toHaveValue('Nova Storyteller');
    await expect(page.getByLabel('Bio')).toHaveValue('I write fantasy for young readers.');
    await expect(page.getByLabel('Website')).toHaveValue('https://nova.example.com');
    // The public view and the header follow.
    await expect(page.getByRole('heading', { name: 'Nova Storyteller' })).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    await expect(page.getByRole('banner').getByText('Nova Storyteller')).toBeVisible();

    // Others see the public profile at /profile/{username}.
    await page.goto(`/profile/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova Storyteller' })).toBeVisible();
    await expect(page.getByText('Level 1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'nova.example.com' })).toHaveAttribute('rel', /noopener/);
    await dismissToasts(page);
    await expectAccessible(page);
  });

  test('a taken username is refused with a clear message', async ({ page }) => {
    const first = await registerAndVerify(page, { name: 'First Person', email: newEmail('first') });
    await signIn(page, first.email);
    await page.goto('/profile');
    const taken = `taken_${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(taken);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.context().clearCookies();

    const second = await registerAndVerify(page, { name: 'Second Person', email: newEmail('second') });
    await signIn(page, second.email);
    await page.goto('/profile');
    await page.getByLabel('Username').fill(taken);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('This username is already taken')).toBeVisible();
  });
});
