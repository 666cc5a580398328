// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { UsersPage } from './users-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = (id: string, name: string, role: 'user' | 'instructor' | 'moderator' | 'admin') => ({
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

  it('grants and removes the instructor role, and offers each member only the roles they do not hold', async () => {
    const rows = [
      user('u1', 'Mo Member', 'user'),
      user('u2', 'Ada Admin', 'admin'),
      user('u3', 'Max Mod', 'moderator'),
      user('u4', 'Ivy Instructor', 'instructor'),
    ];
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url.startsWith('/api/admin/users?')) return json({ items: rows, total: rows.length, page: 1, pageSize: 10 });
      const id = /^\/api\/admin\/users\/(u\d)\/role$/.exec(url)?.[1];
      const row = rows.find((r) => r.id === id);
      if (method === 'PUT' && row) {
        row.role = (body as { role: 'user' | 'instructor' | 'moderator' }).role;
        return json({ ok: true });
      }
      return undefined;
    });
    const ui = userEvent.setup();
    renderWithProviders(<UsersPage />);

    const buttonsOf = async (name: string) => {
      const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
      return within(row)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    };
    expect(await buttonsOf('Mo Member')).toEqual(['Make instructor: Mo Member', 'Make moderator: Mo Member']);
    expect(await buttonsOf('Max Mod')).toEqual(['Make instructor: Max Mod', 'Remove moderator: Max Mod']);
    expect(await buttonsOf('Ivy Instructor')).toEqual([
      'Make moderator: Ivy Instructor',
      'Remove instructor: Ivy Instructor',
    ]);
    expect(await buttonsOf('Ada Admin')).toEqual([]);
    const ivy = (await screen.findByRole('cell', { name: 'Ivy Instructor' })).closest('tr') as HTMLElement;
    expect(within(ivy).getByText('Instructor')).toBeTruthy();

    // Member -> instructor, after a confirmation.
    await ui.click(screen.getByRole('button', { name: 'Make instructor: Mo Member' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Make this member an instructor?' });
    expect(sentBodies(fetchMock, 'PUT', '/api/admin/users/u1/role')).toEqual([]);
    await ui.click(within(confirm).getByRole('button', { name: 'Make instructor' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/users/u1/role')).toEqual([{ role: 'instructor' }]),
    );
    expect(toast.success).toHaveBeenCalledWith('Mo Member is now an instructor');
    expect(await screen.findByRole('button', { name: 'Remove instructor: Mo Member' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Moderator -> instructor: the confirmation says the moderation queue goes.
    await ui.click(screen.getByRole('button', { name: 'Make instructor: Max Mod' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Make this member an instructor?' });
    expect(confirm.textContent).toContain('lose the moderation queue');
    await ui.click(within(confirm).getByRole('button', { name: 'Make instructor' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/admin/users/u3/role')).toEqual([{ role: 'instructor' }]),
    );
    expect(await screen.findByRole('button', { name: 'Remove instructor: Max Mod' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Instructor -> member.
    await ui.click(screen.getByRole('button', { name: 'Remove instructor: Ivy Instructor' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove the instructor role?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Remove instructor' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT', '/api/admin/users/u4/role')).toEqual([{ role: 'user' }]));
    expect(toast.success).toHaveBeenCalledWith('Ivy Instructor is no longer an instructor');
    expect(await screen.findByRole('button', { name: 'Make instructor: Ivy Instructor' })).toBeTruthy();
  });
});
