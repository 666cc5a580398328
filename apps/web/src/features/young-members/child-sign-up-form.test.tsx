// @vitest-environment happy-dom
import { maskEmail, passwordTexts, profileMessages } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { ChildSignUpForm } from './child-sign-up-form';
import en from './messages/en.json';

const t = {
  username: en['signUp.username'],
  password: en['signUp.password'],
  parentEmail: en['signUp.parentEmail'],
  submit: en['signUp.submit'],
  whyTitle: en['signUp.whyTitle'],
  privacyLink: en['signUp.privacyLink'],
};

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderForm() {
  renderWithProviders(<ChildSignUpForm />, { path: '/register' });
}

async function fillIn(username = 'river_fox') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.username), username);
  await user.type(screen.getByLabelText(t.password, { selector: 'input' }), 'kite-river-42');
  await user.type(screen.getByLabelText(t.parentEmail), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('the parent-path sign-up form', () => {
  it('asks for a username, a password and a parent’s email only, and says why', () => {
    mockFetch(() => undefined);
    renderForm();
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('autocomplete'))).toEqual(['username', 'off']);
    expect(screen.getByRole('heading', { name: t.whyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.privacyLink }).getAttribute('href')).toBe('/privacy/children');
    expect(document.body.textContent).not.toMatch(/\b1[0-9]\b/);
  });

  it('sends the three fields and goes to the courses, signed in', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/children/sign-up' ? json({ parentEmail: maskEmail('pat@example.com') }) : undefined,
    );
    renderForm();
    await fillIn('River_Fox');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/courses'));
    expect(sentBodies(fetchMock, 'POST', '/api/children/sign-up')).toEqual([
      {
        username: 'river_fox',
        password: 'kite-river-42',
        parentEmail: 'pat@example.com',
        // The account starts in the language the child reads in and the browser's time zone.
        language: expect.any(String),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
  });

  it('puts a taken username and a refused password under their fields', async () => {
    let answer = json({ error: { code: 'username_taken', message: profileMessages.usernameTaken } }, 400);
    mockFetch(({ url }) => (url === '/api/children/sign-up' ? answer : undefined));
    renderForm();
    await fillIn();
    const username = screen.getByLabelText(t.username);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(profileMessages.usernameTaken)).toBeTruthy();

    answer = json({ error: { code: 'validation_failed', message: `password: ${passwordTexts.tooCommon}` } }, 400);
    await userEvent.setup().click(screen.getByRole('button', { name: t.submit }));
    const password = screen.getByLabelText(t.password, { selector: 'input' });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(passwordTexts.tooCommon)).toBeTruthy();
  });
});
