// @vitest-environment happy-dom
import type { AdminMail } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { MailPage } from './mail-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const failed = (id: string, to: string): AdminMail => ({
  id,
  to,
  subject: 'Verify your email',
  status: 'failed',
  attempts: 3,
  lastError: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-01-01T10:00:00.000Z',
  lastAttemptAt: '2026-01-01T11:00:00.000Z',
});

describe('admin mail', () => {
  it('shows the empty state when no mail failed', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/admin/mail?') ? json({ items: [], total: 0, page: 1, pageSize: 10 }) : undefined,
    );
    renderWithProviders(<MailPage />);
    expect(await screen.findByText(/^No failed mail\./)).toBeTruthy();
  });

  it('lists failed mail and retries one, which then leaves the list', async () => {
    let rows = [failed('m1', 'robin@example.test'), failed('m2', 'sam@example.test')];
    const retried: string[] = [];
    mockFetch(({ url, method }) => {
      if (url.startsWith('/api/admin/mail?status=failed&')) {
        return json({ items: rows, total: rows.length, page: 1, pageSize: 10 });
      }
      const match = /^\/api\/admin\/mail\/(\w+)\/retry$/.exec(url);
      if (match && method === 'POST') {
        retried.push(match[1] as string);
        rows = rows.filter((r) => r.id !== match[1]);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const ui = userEvent.setup();
    renderWithProviders(<MailPage />);

    expect(await screen.findByRole('cell', { name: 'robin@example.test' })).toBeTruthy();
    expect(screen.getAllByText('ECONNECTION: connect ECONNREFUSED 127.0.0.1:25')).toHaveLength(2);
    await ui.click(screen.getByRole('button', { name: 'Retry: Verify your email to robin@example.test' }));

    await waitFor(() => expect(retried).toEqual(['m1']));
    expect(toast.success).toHaveBeenCalledWith('Sending again to robin@example.test');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'robin@example.test' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'sam@example.test' })).toBeTruthy();
  });
});
