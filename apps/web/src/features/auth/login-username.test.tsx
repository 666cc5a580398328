// @vitest-environment happy-dom
import { messages } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { LoginPage } from './login-page';
import en from './messages/en.json';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const m = { email: en['login.email'], password: en['login.password'], signIn: en['login.signIn'] };
const usernameSignInText = {
  useUsername: en['login.useUsername'],
  useEmail: en['login.useEmail'],
  // The young-members form's label (its catalogue is that feature's own).
  username: 'Username',
};

async function signInWithUsername(answer: Response) {
  const fetchMock = mockFetch(({ url }) => (url === '/api/children/sign-in' ? answer : undefined));
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/login' });
  // Other suites find the submit button by 'Sign in' alone: the switch must not share that name.
  expect(screen.getAllByRole('button', { name: /sign in/i })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: usernameSignInText.useUsername }));
  expect(screen.queryByLabelText(m.email)).toBeNull();
  expect(screen.getAllByRole('button', { name: /sign in/i })).toHaveLength(1);
  await user.type(screen.getByLabelText(usernameSignInText.username), 'river_fox');
  await user.type(screen.getByLabelText(m.password, { selector: 'input' }), 'kite-river-42');
  await user.click(screen.getByRole('button', { name: m.signIn }));
  return fetchMock;
}

describe('/login with a username', () => {
  it('swaps the Email field for a Username field and posts to the username sign-in', async () => {
    const fetchMock = await signInWithUsername(
      json({ error: { code: 'invalid_credentials', message: messages.auth.invalidCredentials } }, 401),
    );
    const password = screen.getByLabelText(m.password, { selector: 'input' });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(sentBodies(fetchMock, 'POST', '/api/children/sign-in')).toEqual([
      { username: 'river_fox', password: 'kite-river-42' },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: usernameSignInText.useEmail }));
    expect(screen.getByLabelText(m.email)).toBeTruthy();
  });

  it('continues to the second factor as the email sign-in does', async () => {
    await signInWithUsername(json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }));
    expect(await screen.findByRole('heading', { name: en['twoFactor.title'] })).toBeTruthy();
  });
});
