// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { UsersPage } from './users-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = (id: string, name: string, role: 'user' | 'moderator' | 'admin') => ({
  id,
  name,
  email: `${id}@example.test`,
  role,
  emailVerified: true,
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('admin users', () => {
  it('grants the moderator role after a confirmation, then shows the reloaded list; never offered for an admin', async () => {
    const rows = [
      user('u1', 'Mo Member', 'user'),
      user('u2', 'Ada Admin', 'admin'),
      user('u3', 'Max Mod', 'moderator'),
    ];
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url.startsWith('/api/admin/users?')) return json({ items: rows, total: rows.length, page: 1, pageSize: 10 });
      if (url === '/api/admin/users/u1/role' && method === 'PUT') {
        rows[0] = { ...user('u1', 'Mo Member', (body as { role: 'moderator' }).role) };
        return json({ ok: true });
      }
      return undefined;
    });
    const ui = userEvent.setup();
    renderWithProviders(<UsersPage />);

    const admin = (await screen.findByRole('cell', { name: 'Ada Admin' })).closest('tr') as HTMLElement;
    expect(within(admin).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove moderator: Max Mod' })).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'Make moderator: Mo Member' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/users/u1/role')).toEqual([]);
    await ui.click(within(confirm).getByRole('button', { name: 'Make moderator' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/users/u1/role')).toEqual([{ role: 'moderator' }]),
    );
    expect(toast.success).toHaveBeenCalledWith('Mo Member is now a moderator');
    expect(await screen.findByRole('button', { name: 'Remove moderator: Mo Member' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
