// @vitest-environment happy-dom
import { type DataExport, dataRightsMessages } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import { PrivacyTab } from './privacy-tab';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const EXPORTS = '/api/privacy/exports';
const DELETE = '/api/privacy/delete-account';

const exportRow = (change: Partial<DataExport>): DataExport => ({
  id: 'e1',
  status: 'building',
  createdAt: new Date().toISOString(),
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
  ...change,
});

describe('Settings → Privacy', () => {
  it('requests an export, shows it building, then offers the download with its size', async () => {
    let current: DataExport | null = null;
    const fetchMock = mockFetch(({ url, method }) => {
      if (url === EXPORTS && method === 'POST') {
        current = exportRow({});
        return json({ export: current }, 202);
      }
      if (url === EXPORTS) return json({ export: current });
      return undefined;
    });
    const { queryClient } = renderWithProviders(<PrivacyTab />);
    await userEvent.click(await screen.findByRole('button', { name: en['export.request'] }));
    expect(await screen.findByText(en['export.building'])).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', EXPORTS)).toHaveLength(1);

    current = exportRow({
      status: 'ready',
      readyAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      sizeBytes: 3 * 1024 * 1024,
      downloadUrl: '/api/privacy/exports/e1/download',
    });
    await queryClient.invalidateQueries();
    const link = await screen.findByRole('link', { name: en['export.download'] });
    expect(link.getAttribute('href')).toBe('/api/privacy/exports/e1/download');
    expect(screen.getByText(en['export.ready'].replace('{size}', '3.0 MB'))).toBeTruthy();
  });

  it('offers Try again after a failed build', async () => {
    mockFetch(({ url }) => (url === EXPORTS ? json({ export: exportRow({ status: 'failed' }) }) : undefined));
    renderWithProviders(<PrivacyTab />);
    expect(await screen.findByText(en['export.failed'])).toBeTruthy();
    expect(screen.getByRole('button', { name: en['export.retry'] })).toBeTruthy();
  });

  it('asks for the code when two-factor is on and sends it with the password', async () => {
    const fetchMock = mockFetch(({ url, body }) => {
      if (url === EXPORTS) return json({ export: null });
      if (url === '/api/me/security') {
        return json({ factors: [], assuranceLevel: 'aal2', backupCodesRemaining: 10 });
      }
      if (url === DELETE) {
        const { code } = body as { code?: string };
        if (code !== '123456') return json({ error: { code: 'invalid_code', message: 'That code is not right' } }, 400);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderWithProviders(<PrivacyTab />);
    await userEvent.click(await screen.findByRole('button', { name: en['delete.open'] }));
    const dialog = await screen.findByRole('dialog', { name: en['delete.dialogTitle'] });
    const code = await within(dialog).findByLabelText(en['delete.code']);
    await userEvent.type(within(dialog).getByLabelText(en['delete.password']), 'my-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: en['delete.confirm'] }));
    expect(await within(dialog).findByText(dataRightsMessages.codeRequired)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', DELETE)).toEqual([]);

    await userEvent.type(code, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: en['delete.confirm'] }));
    expect(await within(dialog).findByText('That code is not right')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: en['delete.confirm'] }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', DELETE).at(-1)).toEqual({ password: 'my-password-1', code: '123456' }),
    );
  });
});
