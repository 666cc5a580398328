import type { Page } from '@playwright/test';
import { MONTH_NAMES } from '@storyloom/domain';
import { ageStepText } from './fixtures/sign-up-text.js';
import { expect, expectAccessible, test } from './fixtures/test.js';
import { ADULT_BIRTH, passAgeStep } from './fixtures/users.js';

const thisYear = new Date().getUTCFullYear();
/** A child's birth month whenever the suite runs (8 years before this January). */
const CHILD_BIRTH = { month: 'January', year: String(thisYear - 8) };
/** Anything that could hint at a cut-off: a number, or words that compare ages. */
const CUT_OFF_HINT = /\d|\bover\b|\bunder\b|\bolder\b|\byounger\b|\bat least\b/i;

const ageStep = (page: Page) => page.getByRole('heading', { name: ageStepText.heading });
const card = (page: Page) => page.locator('main');
/** The form that asks for a parent's email (features/young-members owns its wording). */
const parentForm = (page: Page) => page.getByRole('textbox', { name: /parent.*email/i });
/** The standard form's first field: on both screens it is labelled 'Full Name'. */
const standardForm = (page: Page) => page.getByLabel('Full Name');

/** Waits for the page to learn its path from the server (GET /api/age-screen). */
async function gotoAndLoadPath(page: Page, url: string, openSignUpTab = false) {
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/age-screen') && r.request().method() === 'GET');
  await page.goto(url);
  if (openSignUpTab) await page.getByRole('tab', { name: 'Sign Up' }).click();
  await loaded;
}

async function expectNoCutOffHint(page: Page) {
  await expect(ageStep(page)).toBeVisible();
  expect(await card(page).textContent()).not.toMatch(CUT_OFF_HINT);
  const month = page.getByLabel(ageStepText.month);
  const optionTexts = await month.locator('option').allInnerTexts();
  expect(optionTexts.slice(1)).toEqual([...MONTH_NAMES]);
  for (const text of optionTexts) expect(text).not.toMatch(CUT_OFF_HINT);
  const year = page.getByLabel(ageStepText.year);
  await expect(year).toHaveAttribute('type', 'number');
  await expect(year).toHaveValue('');
  for (const attribute of ['min', 'max', 'placeholder', 'title', 'aria-valuemin', 'aria-valuemax']) {
    expect(await year.getAttribute(attribute), `year input ${attribute}`).toBeNull();
  }
  await expect(card(page).getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);
}

async function answer(page: Page, birth: { month: string; year: string }) {
  await page.getByLabel(ageStepText.month).selectOption({ label: birth.month });
  await page.getByLabel(ageStepText.year).fill(birth.year);
  await page.getByRole('button', { name: ageStepText.continue }).click();
  await expect(ageStep(page)).toBeHidden();
}

/** What the server answers a second attempt from this browser (its cookie goes along). */
async function answerAgainThroughApi(page: Page, birth: { month: string; year: string }) {
  const res = await page.request.post('/api/age-screen', {
    data: { birthMonth: MONTH_NAMES.indexOf(birth.month as never) + 1, birthYear: Number(birth.year) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { path: string }).path;
}

test.describe('the neutral age screen', () => {
  test('shows no age number or cut-off on /register and on the Sign Up tab of /auth', async ({ page }) => {
    await page.goto('/register');
    await expectNoCutOffHint(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectNoCutOffHint(page);
  });

  test('says what is missing under each field, without a number', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: ageStepText.continue }).click();
    const month = page.getByLabel(ageStepText.month);
    const year = page.getByLabel(ageStepText.year);
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription(ageStepText.monthRequired);
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription(ageStepText.yearRequired);
    expect(await card(page).textContent()).not.toMatch(CUT_OFF_HINT);
    await expectAccessible(page);
  });

  test('a child answer first keeps the parent path when another date is tried', async ({ page }) => {
    await gotoAndLoadPath(page, '/register');
    await answer(page, CHILD_BIRTH);
    await expect(parentForm(page)).toBeVisible();
    await expect(standardForm(page)).toHaveCount(0);

    // A second attempt from the same browser with an adult date: the first answer stands.
    expect(await answerAgainThroughApi(page, ADULT_BIRTH)).toBe('parent');
    await gotoAndLoadPath(page, '/register');
    await expect(parentForm(page)).toBeVisible();
    await expect(ageStep(page)).toHaveCount(0);
    await expect(standardForm(page)).toHaveCount(0);
    await gotoAndLoadPath(page, '/auth', true);
    await expect(parentForm(page)).toBeVisible();
    await expect(ageStep(page)).toHaveCount(0);
    await expect(standardForm(page)).toHaveCount(0);
  });

  test('an adult answer first keeps the standard form when a child date is tried', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoAndLoadPath(page, '/register');
    await answer(page, ADULT_BIRTH);
    await expect(standardForm(page)).toBeVisible();

    expect(await answerAgainThroughApi(page, CHILD_BIRTH)).toBe('standard');
    await gotoAndLoadPath(page, '/auth', true);
    await expect(ageStep(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    // Another browser has its own answer: it is asked again.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('/register');
    await expect(ageStep(fresh)).toBeVisible();
    await passAgeStep(fresh, CHILD_BIRTH);
    await expect(parentForm(fresh)).toBeVisible();
    await expect(standardForm(fresh)).toHaveCount(0);
    await other.close();
    await context.close();
  });
});
