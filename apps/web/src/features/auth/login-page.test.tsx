// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';
import en from './messages/en.json';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const m = {
  email: en['login.email'],
  password: en['login.password'],
  signIn: en['login.signIn'],
  loginFailedTitle: en['login.failedTitle'],
};

async function signInWith(answer: Response) {
  mockFetch(({ url }) => (url === '/api/auth/sign-in/email' ? answer : undefined));
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/login' });
  await user.type(screen.getByLabelText(m.email), 'robin@example.com');
  await user.type(screen.getByLabelText(m.password, { selector: 'input' }), 'not-my-password');
  await user.click(screen.getByRole('button', { name: m.signIn }));
  return screen.getByLabelText(m.password, { selector: 'input' });
}

describe('/login failures', () => {
  it('a wrong password: the Login failed toast, and the message stays under the password field', async () => {
    const password = await signInWith(
      json({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } }, 401),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(m.loginFailedTitle, { description: 'Invalid login credentials' }),
    );
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const errorId = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Invalid login credentials');
    expect(document.activeElement).toBe(password);
  });

  it('any other failure is the toast alone', async () => {
    vi.mocked(toast.error).mockClear();
    const password = await signInWith(
      json({ error: { code: 'email_not_verified', message: 'Email not verified' } }, 403),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(m.loginFailedTitle, { description: 'Email not verified' }),
    );
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });
});
