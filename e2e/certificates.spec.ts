import { certificatePaths, type MyCertificate, type Page } from '@storyloom/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures/keyboard.js';
import { expect, test } from './fixtures/test.js';
import { registerAndVerify, signIn } from './fixtures/users.js';

// Issue 17, certificates: completing a course issues one; its learner downloads the PDF and anyone
// opens the verification page.
const COURSE = 'short-form-video';

test('a learner who completes a course downloads its certificate, and a guest verifies it', async ({
  page,
  browser,
}) => {
  const { name, email } = await registerAndVerify(page, { name: 'Casey Certified' });
  await signIn(page, email);
  expect((await page.request.post(`/api/courses/${COURSE}/enrollment`, { data: {} })).status()).toBe(201);
  for (let position = 1; ; position += 1) {
    const res = await page.request.post(`/api/courses/${COURSE}/modules/${position}/completion`, { data: {} });
    if (res.status() === 404) break;
    expect(res.status(), await res.text()).toBe(200);
  }
  const list = (await (await page.request.get('/api/certificates')).json()) as Page<MyCertificate>;
  expect(list.total).toBe(1);
  const certificate = list.items[0] as MyCertificate;
  expect(certificate.learnerName).toBe(name);

  const pdf = await page.request.get(certificatePaths.pdf(certificate.id));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="certificate-[a-z0-9-]+\.pdf"$/);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain(name);
  expect(text).toContain(certificate.courseTitle);

  const guest = await (await browser.newContext({ viewport: { width: 320, height: 720 } })).newPage();
  await guest.goto(certificatePaths.page(certificate.id));
  await expect(guest.getByText('This is a genuine certificate, issued by Storyloom.')).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeVisible();
  await expect(guest.getByText(name, { exact: true })).toBeVisible();
  await expect(guest.getByText(certificate.courseTitle, { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(guest);
  await expectNoAxeViolations(guest, 'on a verified certificate');
  // Nothing else about the learner: their email is nowhere on the page.
  expect(await guest.content()).not.toContain(email);
  await guest.context().close();
});
