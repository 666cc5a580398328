// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from './messages/en.json';
import { RegisterPage } from './register-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const SIGN_UP = '/api/auth/sign-up/email';
const LANGUAGE_KEY = 'storyloom.language';

afterEach(() => {
  localStorage.removeItem(LANGUAGE_KEY);
  vi.restoreAllMocks();
});

/** /register past the age step (this browser's answer leads to the usual form). */
function renderRegister() {
  const fetchMock = mockFetch(({ url, method }) => {
    if (url === '/api/age-screen' && method === 'GET') return json({ path: 'standard' });
    if (url === SIGN_UP && method === 'POST') return json({ user: {} });
    return undefined;
  });
  renderWithProviders(<RegisterPage />, { path: '/register' });
  return fetchMock;
}

async function register() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(en['register.fullName']), 'Robin Register');
  await user.type(screen.getByLabelText(en['register.email']), 'robin@example.com');
  await user.type(screen.getByLabelText(en['register.password'], { selector: 'input' }), 'story-time-42');
  await user.click(screen.getByRole('button', { name: en['register.createAccount'] }));
}

describe('/register', () => {
  it("sends the browser's time zone and the language the guest reads in with the new account", async () => {
    // A guest in Lisbon who chose French with the language switcher.
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Europe/Lisbon',
    });
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    const fetchMock = renderRegister();
    await register();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', SIGN_UP)).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST', SIGN_UP)[0]).toEqual({
      name: 'Robin Register',
      email: 'robin@example.com',
      password: 'story-time-42',
      language: 'fr-FR',
      timezone: 'Europe/Lisbon',
      callbackURL: '/login?verified=1',
    });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      en['register.checkEmail'].replace('{email}', 'robin@example.com'),
    );
  });

  it('links the terms and the privacy policy inside one translated sentence', async () => {
    renderRegister();
    const terms = await screen.findByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(terms.parentElement?.textContent).toBe(
      'By creating an account you agree to our Terms of Service and Privacy Policy.',
    );
  });
});
