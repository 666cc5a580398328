// @vitest-environment happy-dom
import { accountMessages, PASSWORD_MIN_LENGTH, passwordTexts } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const a = {
  fullName: en['authScreen.fullName'],
  email: en['authScreen.email'],
  password: en['authScreen.password'],
  confirmPassword: en['authScreen.confirmPassword'],
  createAccount: en['authScreen.createAccount'],
  signInButton: en['authScreen.signInButton'],
  clearAuthData: en['authScreen.clearAuthData'],
  // The shared schema's messages.
  fillAllFields: accountMessages.authScreen.fillAllFields,
  passwordsDoNotMatch: accountMessages.authScreen.passwordsDoNotMatch,
};
const passwordRuleText = { hint: en['password.hint'].replace('{min}', String(PASSWORD_MIN_LENGTH)) };
const SIGN_UP = '/api/auth/sign-up/email';

/** The text of the elements that describe a control (its aria-describedby), in order. */
function description(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function signUp(answer?: () => Response) {
  const fetchMock = mockFetch(({ url, method }) => (url === SIGN_UP && method === 'POST' ? answer?.() : undefined));
  const onSignedUp = vi.fn();
  renderWithProviders(<SignUpForm onSignedUp={onSignedUp} />);
  return { fetchMock, onSignedUp, user: userEvent.setup() };
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, confirm = 'story-time-42') {
  await user.type(screen.getByLabelText(a.fullName), 'Casey Combo');
  await user.type(screen.getByLabelText(a.email), 'casey@example.com');
  await user.type(screen.getByLabelText(a.password), 'story-time-42');
  await user.type(screen.getByLabelText(a.confirmPassword), confirm);
}

describe('combined sign-up form', () => {
  it('shows the password rule under the password field', () => {
    signUp();
    expect(description(screen.getByLabelText(a.password))).toBe(passwordRuleText.hint);
  });

  it("says 'Please fill in all fields' and marks every empty field, without sending", async () => {
    const { fetchMock, user } = signUp();
    await user.type(screen.getByLabelText(a.fullName), 'Casey');
    await user.click(screen.getByRole('button', { name: a.createAccount }));
    expect(screen.getByRole('alert').textContent).toBe(a.fillAllFields);
    expect(screen.getByLabelText(a.fullName).getAttribute('aria-invalid')).toBeNull();
    for (const label of [a.email, a.password, a.confirmPassword]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(description(screen.getByLabelText(label))).toContain(a.fillAllFields);
    }
    expect(sentBodies(fetchMock, 'POST', SIGN_UP)).toEqual([]);
  });

  it("puts 'Passwords do not match' in the alert and on the confirmation field, without sending", async () => {
    const { fetchMock, user } = signUp();
    await fillSignUp(user, 'something-else');
    await user.click(screen.getByRole('button', { name: a.createAccount }));
    expect(screen.getByRole('alert').textContent).toBe(a.passwordsDoNotMatch);
    const confirm = screen.getByLabelText(a.confirmPassword);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(description(confirm)).toBe(a.passwordsDoNotMatch);
    expect(screen.getByLabelText(a.password).getAttribute('aria-invalid')).toBeNull();
    expect(sentBodies(fetchMock, 'POST', SIGN_UP)).toEqual([]);
  });

  it("puts the server's refusal of a common password under the password field", async () => {
    const { onSignedUp, user } = signUp(() =>
      json({ error: { code: 'validation_failed', message: passwordTexts.tooCommon } }, 400),
    );
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: a.createAccount }));
    const password = await screen.findByLabelText(a.password);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(description(password)).toBe(`${passwordTexts.tooCommon} ${passwordRuleText.hint}`);
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('sends the account with a username from the email, then empties the form', async () => {
    const { fetchMock, onSignedUp, user } = signUp(() => json({ user: {} }));
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: a.createAccount }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock, 'POST', SIGN_UP)).toEqual([
      {
        name: 'Casey Combo',
        email: 'casey@example.com',
        password: 'story-time-42',
        username: expect.stringMatching(/^casey_\d{1,3}$/),
        language: expect.any(String),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        callbackURL: '/login?verified=1',
      },
    ]);
    expect((screen.getByLabelText(a.fullName) as HTMLInputElement).value).toBe('');
  });
});

describe('combined sign-in form', () => {
  it('ties a wrong password to the password field, with the hint to clear saved data', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/sign-in/email'
        ? json({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } }, 401)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(
      <SignInForm notice={null} connectionError={null} onSignedIn={vi.fn()} onSecondFactor={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: a.signInButton }));
    expect(screen.getByRole('alert').textContent).toBe(a.fillAllFields);

    await user.type(screen.getByLabelText(a.email), 'robin@example.com');
    await user.type(screen.getByLabelText(a.password), 'not-my-password');
    await user.click(screen.getByRole('button', { name: a.signInButton }));
    const text = 'Invalid login credentials. Try clearing your saved authentication data.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
    const password = screen.getByLabelText(a.password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(description(password)).toBe(text);
    expect(screen.getByLabelText(a.email).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('button', { name: a.clearAuthData })).toHaveLength(2);
  });
});
