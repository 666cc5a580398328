import type { Browser, Page } from '@playwright/test';
import { archiveErrors, studioMissing } from '@storyloom/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { ADMIN_EMAIL } from './fixtures/ports.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { ADULT_BIRTH, memberBorn, signInOrRegister } from './fixtures/users.js';

// Issue 17: an instructor writes a course in the studio (modules, a markdown lesson, a quiz, a video
// lesson with a video the browser records), previews and publishes it; a learner enrolls through the
// wizard, watches and seeks, fails then passes the quiz, completes the course and gets a certificate
// a guest verifies; the course goes out as a zip and comes back in.

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInOrRegister(page, { name: 'Ada Admin', email: ADMIN_EMAIL });
  return page;
}

const sidebarStudio = (page: Page) =>
  page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Studio' });

/** Adds a module through its dialog. */
async function addModule(page: Page, title: string, description: string) {
  await page.getByRole('button', { name: 'Add module' }).click();
  const dialog = page.getByRole('dialog', { name: 'New module' });
  await dialog.getByLabel('Module title').fill(title);
  await dialog.getByLabel('Module description').fill(description);
  await dialog.getByRole('button', { name: 'Save module' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds a text lesson to a module through its dialog; returns the dialog's preview while it is open. */
async function addLesson(page: Page, moduleTitle: string, title: string, body: string, check?: () => Promise<void>) {
  await page.getByRole('button', { name: `Add lesson to ${moduleTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New lesson' });
  await dialog.getByLabel('Lesson title').fill(title);
  await dialog.getByLabel('Duration (minutes)').fill('15');
  await dialog.getByLabel('Lesson text (Markdown)').fill(body);
  await check?.();
  await dialog.getByRole('button', { name: 'Save lesson' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A short canvas animation recorded by the browser itself (there is no ffmpeg here): MP4 (H.264)
 * when this Chromium's MediaRecorder can write it, WebM otherwise.
 */
async function recordVideo(page: Page) {
  const recorded = await page.evaluate(async () => {
    const mp4 = 'video/mp4;codecs=avc1';
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: MediaRecorder.isTypeSupported(mp4) ? mp4 : 'video/webm',
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const paint = setInterval(() => {
      context.fillStyle = `hsl(${(frame++ * 25) % 360} 80% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }, 40);
    recorder.start(250);
    // The recording's own length: about one and a half seconds of frames.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { mimeType: recorder.mimeType, base64: btoa(binary) };
  });
  const mimeType = recorded.mimeType.startsWith('video/mp4') ? 'video/mp4' : 'video/webm';
  const buffer = Buffer.from(recorded.base64, 'base64');
  return { name: mimeType === 'video/mp4' ? 'hook.mp4' : 'hook.webm', mimeType, buffer };
}

/** What the editor shows of each module (heading, lessons with their minutes, the quiz line), once there are `count`. */
async function moduleCards(page: Page, count: number) {
  const cards = page.getByRole('list', { name: 'Modules' }).getByRole('article');
  await expect(cards).toHaveCount(count);
  return cards.allInnerTexts();
}

const lessonTitles = (page: Page, moduleTitle: string) =>
  page.getByRole('list', { name: `Lessons of ${moduleTitle}` }).getByRole('listitem');

test('an instructor writes, previews and publishes a course with video and a quiz; a learner completes it and gets a certificate', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const courseTitle = `Micro Fiction Lab ${stamp}`;
  const prerequisites = [`A story idea of your own ${stamp}`, 'Twenty minutes a day'];
  const instructor = await memberBorn(browser, `Ines Instructor ${stamp}`, ADULT_BIRTH);
  const me = instructor.page;

  await test.step('a member has no studio', async () => {
    await me.goto('/studio');
    await expect(me.getByRole('heading', { level: 1, name: 'Instructors only' })).toBeVisible();
    await expect(sidebarStudio(me)).toHaveCount(0);
  });

  await test.step('an admin grants the instructor role', async () => {
    const { user } = (await (await me.request.get('/api/me')).json()) as { user: { id: string } };
    const admin = await adminPage(browser);
    const answer = await admin.request.put(`/api/admin/users/${user.id}/role`, { data: { role: 'instructor' } });
    expect(answer.ok(), await answer.text()).toBe(true);
    await admin.context().close();
  });

  let slug = '';
  let editorPath = '';
  await test.step('the instructor creates a course from the studio', async () => {
    await me.goto('/dashboard');
    await sidebarStudio(me).click();
    await expect(me.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    await expectAccessible(me);
    await me.getByRole('link', { name: 'New course' }).click();
    await expect(me.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    // The client checks with the server's schema before sending anything.
    await me.getByRole('button', { name: 'Create course' }).click();
    await expect(me.getByText('Please enter a title')).toBeVisible();

    await me.getByLabel('Title', { exact: true }).fill(courseTitle);
    await me.getByLabel('Summary').fill('Write a complete story in fifty words.');
    await me.getByLabel('Description', { exact: true }).fill('Tiny stories, big craft: hooks, turns and endings.');
    await me.getByLabel('Category').selectOption('Storytelling');
    await me.getByRole('checkbox', { name: 'Intermediate' }).check();
    await me.getByLabel('Duration (weeks)').fill('3');
    await me.getByRole('textbox', { name: 'New learning point' }).fill('Open a story in one line');
    await me.getByRole('button', { name: 'Add learning point' }).click();
    await me.getByLabel('Instructor title').fill('Flash fiction writer');
    await me.getByLabel('Day').selectOption({ label: 'Wednesday' });
    await me.getByLabel('Time (UTC)').fill('17:30');
    for (const item of prerequisites) {
      await me.getByRole('textbox', { name: 'New prerequisite' }).fill(item);
      await me.getByRole('textbox', { name: 'New prerequisite' }).press('Enter');
    }
    await expect(me.getByRole('textbox', { name: 'Prerequisite 2' })).toHaveValue(prerequisites[1] as string);
    await me.getByRole('button', { name: 'Create course' }).click();
    await expect(me).toHaveURL(/\/studio\/courses\/[0-9a-f-]{36}$/);
    await expect(me.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expect(me.getByText('A draft is visible only to you (and admins).')).toBeVisible();
    editorPath = new URL(me.url()).pathname;
  });

  await test.step('two modules, a markdown lesson with a live preview, and a refused publish', async () => {
    await addModule(me, 'Opening lines', 'How a tiny story starts.');
    await expect(me.getByRole('heading', { level: 3, name: 'Module 1: Opening lines' })).toBeVisible();
    await addLesson(
      me,
      'Opening lines',
      'Hooks',
      '# Hooks that work\n\nRead [the guide](https://example.com/guide) first.',
      async () => {
        const preview = me.getByRole('dialog').getByRole('region', { name: 'Preview' });
        await expect(preview.getByRole('heading', { level: 1, name: 'Hooks that work' })).toBeVisible();
        const link = preview.getByRole('link', { name: 'the guide' });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expectAccessible(me);
      },
    );
    await addModule(me, 'Endings', 'Land the last line.');
    const missing = studioMissing.noLessons(2, 'Endings');
    await me.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(me.getByRole('list', { name: 'Before you can publish:' }).getByRole('listitem')).toHaveText([missing]);
    await expect(me.getByText('A draft is visible only to you (and admins).')).toBeVisible();
  });

  await test.step('a quiz on module 1: one single choice and one true/false question', async () => {
    await me.getByRole('button', { name: 'Add quiz to Opening lines' }).click();
    const dialog = me.getByRole('dialog', { name: 'Quiz: Opening lines' });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.getByLabel('Question 1: Question').fill('Where does the hook go?');
    await dialog.getByRole('textbox', { name: 'Question 1: Option 1', exact: true }).fill('In the last line');
    await dialog.getByRole('textbox', { name: 'Question 1: Option 2', exact: true }).fill('In the first line');
    await dialog.getByLabel('Question 1: Option 2 is correct').check();
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.getByRole('group', { name: 'Question 2' }).getByLabel('Type').selectOption({ label: 'True or false' });
    await dialog.getByLabel('Question 2: Question').fill('A hook can be a question.');
    await expect(dialog.getByRole('textbox', { name: 'Question 2: Option 1', exact: true })).toHaveValue('True');
    await dialog.getByLabel('Question 2: Option 1 is correct').check();
    await expectAccessible(me);
    await dialog.getByRole('button', { name: 'Save quiz' }).click();
    await expect(dialog).toBeHidden();
    const card = me.getByRole('article', { name: 'Module 1: Opening lines' });
    await expect(card.getByText('Quiz: 2 questions')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit quiz of Opening lines' })).toBeVisible();
  });

  await test.step('a video lesson with a video the browser recorded', async () => {
    const video = await recordVideo(me);
    console.info(`recorded ${video.mimeType}, ${video.buffer.length} bytes`);
    await me.getByRole('button', { name: 'Add lesson to Opening lines' }).click();
    const dialog = me.getByRole('dialog', { name: 'New lesson' });
    await dialog.getByRole('radio', { name: 'Video' }).check();
    await expect(dialog.getByText('Save the lesson first: then upload its video here.')).toBeVisible();
    await dialog.getByLabel('Lesson title').fill('Watch a hook');
    await dialog.getByLabel('Notes under the video (Markdown)').fill('Notice the **first frame**.');
    await dialog.getByRole('button', { name: 'Save lesson' }).click();
    // Saved, the lesson stays open for its file.
    const saved = me.getByRole('dialog', { name: 'Edit lesson' });
    await expect(saved.getByText('No video yet. Upload an MP4 or WebM file.')).toBeVisible();
    await saved.getByLabel('Video file (MP4 or WebM)').setInputFiles(video);
    const size = `${(video.buffer.length / 1024).toFixed(1)} KB`;
    await expect(saved.getByText(/^Length \d+:\d\d · /)).toHaveText(new RegExp(`^Length 0:0[1-2] · ${size}$`));
    await expect(saved.getByRole('button', { name: 'Replace video' })).toBeVisible();
    await expectAccessible(me);
    await saved.getByRole('button', { name: 'Save lesson' }).click();
    await expect(saved).toBeHidden();
    await expect(lessonTitles(me, 'Opening lines')).toHaveText([/Hooks/, /Watch a hook/]);
    await expect(me.getByRole('list', { name: 'Before you can publish:' }).getByRole('listitem')).toHaveText([
      studioMissing.noLessons(2, 'Endings'),
    ]);
  });

  await test.step('the course is completed and published', async () => {
    await addLesson(me, 'Endings', 'Twist endings', '## Turn it around\n\nSurprise, then *resolve*.');
    await addLesson(me, 'Endings', 'Last lines', 'Leave an echo of the first line.');
    await expect(me.getByRole('list', { name: 'Before you can publish:' })).toHaveCount(0);
    // The preview is the learners' own module viewer, with a banner saying it is a draft.
    await me.getByRole('link', { name: 'Preview as a learner' }).click();
    await expect(me.getByRole('heading', { level: 1, name: 'Opening lines' })).toBeVisible();
    await expect(me.getByText('Preview of an unpublished course')).toBeVisible();
    await expect(me.getByRole('heading', { name: 'Module quiz' })).toBeVisible();
    await me.goBack();
    await me.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(me.getByText('Published: learners find it in the catalogue.')).toBeVisible();
    await expect(me.getByRole('button', { name: 'Archive' })).toBeVisible();
    await expectAccessible(me);
    const href = await me.getByRole('link', { name: 'Preview as a learner' }).getAttribute('href');
    slug = href?.match(/^\/courses\/([^/]+)\/module\/1$/)?.[1] ?? '';
    expect(slug).not.toBe('');
  });

  await test.step('lessons are reordered with the keyboard buttons, and the order is saved', async () => {
    await expect(lessonTitles(me, 'Endings')).toHaveText([/Twist endings/, /Last lines/]);
    await me.getByRole('button', { name: 'Move up: Last lines' }).focus();
    await me.keyboard.press('Enter');
    await expect(lessonTitles(me, 'Endings')).toHaveText([/Last lines/, /Twist endings/]);
    await me.reload();
    await expect(lessonTitles(me, 'Endings')).toHaveText([/Last lines/, /Twist endings/]);
  });

  await test.step('a learner enrolls, watches and seeks, fails then passes the quiz, completes the course, and gets a certificate anyone can verify', async () => {
    const learnerName = `Lea Learner ${stamp}`;
    const learner = await memberBorn(browser, learnerName, ADULT_BIRTH);
    const page = learner.page;
    await page.goto('/courses');
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(courseTitle);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([courseTitle]);
    await page.getByRole('button', { name: `Enroll Now: ${courseTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Schedule: what the instructor entered (3 weeks; Wednesdays 17:30 UTC, shown in the learner's zone).
    await expect(dialog.locator('[aria-current="step"]')).toHaveText('Schedule');
    await expect(dialog.getByText('3 weeks', { exact: true })).toBeVisible();
    // Wednesdays at 17:30 UTC, in the learner's time zone (a new account's default zone is UTC−8).
    await expect(dialog.getByText(/^Wed, [A-Z][a-z]{2} \d{1,2}, 9:30 AM$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.locator('[aria-current="step"]')).toHaveText('Prerequisites');
    for (const item of prerequisites) await expect(dialog.getByText(item)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Go to Course Dashboard' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);

    await page.goto(`/courses/${slug}/module/1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opening lines' })).toBeVisible();
    // The video lesson plays from storage with range requests, so the learner can seek.
    const ranged = page.waitForResponse((r) => r.url().includes('/uploads/lessons/') && r.status() === 206);
    await page.getByRole('button', { name: 'Watch Watch a hook' }).click();
    const player = page.getByRole('region', { name: 'Watch a hook' }).locator('video');
    await player.evaluate((video: HTMLVideoElement) => video.play().catch(() => undefined));
    const partial = await ranged;
    expect(partial.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    await expect(page.getByRole('region', { name: 'Watch a hook' }).getByText('first frame')).toBeVisible();
    const seeked = await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const go = () => {
            video.pause();
            video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
            video.currentTime = Math.min(1, video.duration / 2);
          };
          video.addEventListener('error', () => reject(new Error('the video does not play')), { once: true });
          if (video.readyState >= 1) go();
          else video.addEventListener('loadedmetadata', go, { once: true });
        }),
    );
    expect(seeked).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: 'Read Hooks' }).click();

    // The quiz: a wrong attempt is graded without revealing the key; Mark Module as Complete waits for a pass.
    const complete = page.getByRole('button', { name: 'Mark Module as Complete' });
    await expect(complete).toBeDisabled();
    const quiz = page.getByRole('region', { name: 'Module quiz' });
    await quiz.getByRole('radio', { name: 'In the last line' }).check();
    await quiz.getByRole('radio', { name: 'False' }).check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await expect(quiz.getByText('0%: you need 70% to pass')).toBeVisible();
    await expect(quiz.getByText('2 answers were wrong.')).toBeVisible();
    await expect(complete).toBeDisabled();
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await quiz.getByRole('radio', { name: 'In the first line' }).check();
    await quiz.getByRole('radio', { name: 'True' }).check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await expect(quiz.getByText('Passed with 100%')).toBeVisible();
    await expect(complete).toBeEnabled();
    await expectAccessible(page);
    await complete.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Endings' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark Module as Complete' }).click();
    await expect(page).toHaveURL(/\/courses\/dashboard$/);

    // The certificate: a PDF with the learner's name and the course, and a page anyone can open.
    const certificates = page.getByRole('region', { name: 'Certificates' });
    const pdfLink = certificates.getByRole('link', { name: `Download PDF: certificate for ${courseTitle}` });
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) as string);
    expect(pdf.status()).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain(learnerName);
    expect(text).toContain(courseTitle);
    const verify = (await certificates
      .getByRole('link', { name: `Verification page: certificate for ${courseTitle}` })
      .getAttribute('href')) as string;
    await learner.context.close();

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(verify);
    await expect(guest.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeVisible();
    await expect(guest.getByText(learnerName, { exact: true })).toBeVisible();
    await expect(guest.getByText(courseTitle, { exact: true })).toBeVisible();
    await expect(guest.getByText('This is a genuine certificate, issued by Storyloom.')).toBeVisible();
    await guest.context().close();
  });

  await test.step('the course goes out as a zip and comes back in as a new draft with the same modules', async () => {
    await me.goto(editorPath);
    const original = await moduleCards(me, 2);
    expect(original[0]).toContain('Quiz: 2 questions');
    const [download] = await Promise.all([
      me.waitForEvent('download'),
      me.getByRole('link', { name: 'Download course archive' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const archive = await download.path();

    await me.goto('/studio');
    await me.getByLabel('Course archive (.zip)').setInputFiles(archive);
    await expect(me).toHaveURL(/\/studio\/courses\/[0-9a-f-]{36}$/);
    expect(new URL(me.url()).pathname).not.toBe(editorPath);
    await expect(me.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expect(me.getByText('A draft is visible only to you (and admins).')).toBeVisible();
    expect(await moduleCards(me, 2)).toEqual(original);

    // A file that is not an archive is refused with the server's words, and nothing opens.
    await me.goto('/studio');
    await me
      .getByLabel('Course archive (.zip)')
      .setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await expect(me.getByRole('alert').filter({ hasText: /./ })).toHaveText(archiveErrors.notZip);
    await expect(me).toHaveURL(/\/studio$/);
  });
  await instructor.context.close();
});
