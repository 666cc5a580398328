// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation';

afterEach(cleanup);

function Shell() {
  useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/courses">Courses</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/plain">Plain</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function App() {
  return (
    <MemoryRouter>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<h1>Home page</h1>} />
          <Route path="courses" element={<h1>Courses page</h1>} />
          {/* biome-ignore lint/a11y/noAutofocus: the case under test, a page that focuses its own field */}
          <Route path="login" element={<input aria-label="Email" autoFocus />} />
          <Route path="plain" element={<p>No heading here</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe('focus after client-side navigation', () => {
  it('leaves the first page alone, then moves focus from the link to the new page’s h1', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'Courses' });
    link.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Courses page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the focus a page gives its own field', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    const field = await screen.findByRole('textbox', { name: 'Email' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(field);
  });

  it('falls back to main when the page has no h1', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Plain' }));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')), { timeout: 3000 });
  });
});
