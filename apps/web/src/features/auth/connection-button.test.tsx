// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { ConnectionButton } from './connection-button';
import en from './messages/en.json';

const t = {
  open: en['connectionButton.open'],
  title: en['connectionButton.title'],
  recheck: en['connectionButton.recheck'],
};
const STATUS = {
  connected: true,
  database: 'ok',
  auth: 'ok',
  authSession: 'none',
  session: null,
  time: '2026-01-01T00:00:00.000Z',
};

async function openPanel() {
  mockFetch(({ url }) => (url === '/api/connection' ? json(STATUS) : undefined));
  const user = userEvent.setup();
  renderWithProviders(<ConnectionButton />);
  const button = screen.getByRole('button', { name: t.open });
  button.focus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('region', { name: t.title });
  // Wait for the check to finish, so Recheck is the panel's settled control.
  await within(panel).findByRole('button', { name: t.recheck });
  return { user, button, panel };
}

describe('connection status button', () => {
  it('Tab goes from the open button into its panel', async () => {
    const { user, button, panel } = await openPanel();
    expect(button.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('Escape inside the panel closes it and puts focus back on the button', async () => {
    const { user, button, panel } = await openPanel();
    within(panel).getByRole('button', { name: t.recheck }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: t.title })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
