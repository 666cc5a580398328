// @vitest-environment happy-dom
import { accountText, sessionsUiText, type UserSession } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { EnrolTotpDialog } from './enrol-totp-dialog';
import { RemoveFactorDialog } from './remove-factor-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const s = sessionsUiText;
const t = accountText.loginDetails;
const REVOKE = '/api/me/sessions/revoke-others';
const at = new Date().toISOString();
const session = (id: string, current: boolean): UserSession => ({
  id,
  device: 'Chrome on Linux',
  ip: '127.0.0.1',
  createdAt: at,
  lastSeen: at,
  current,
});

/** The account server: `others` other sessions besides this one, and the two-factor endpoints. */
function server(others: number) {
  let items = [session('me', true), ...Array.from({ length: others }, (_, i) => session(`other-${i}`, false))];
  return mockFetch(({ url, method }) => {
    if (url === '/api/me/sessions') return json({ items });
    if (url === REVOKE && method === 'POST') {
      const revoked = items.length - 1;
      items = items.filter((x) => x.current);
      return json({ revoked });
    }
    if (url === '/api/me/factors/f1' && method === 'DELETE') return new Response(null, { status: 204 });
    if (url === '/api/auth/two-factor/enable') {
      return json({ totpURI: 'otpauth://totp/Storyloom:robin?secret=JBSWY3DPEHPK3PXP', backupCodes: ['a1', 'b2'] });
    }
    if (url === '/api/auth/two-factor/verify-totp') return json({ token: 'x' });
    return undefined;
  });
}

async function removeWithPassword(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<RemoveFactorDialog factorId="f1" />);
  await user.click(screen.getByRole('button', { name: t.removeFactor }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: t.removeWithPassword }));
  await user.type(within(dialog).getByLabelText(t.currentPassword, { selector: 'input' }), 'story-time-42');
  await user.click(within(dialog).getByRole('button', { name: t.continue }));
}

beforeEach(() => vi.mocked(toast.success).mockClear());

describe('after two-factor authentication changes', () => {
  it('removing the app offers to sign out the other devices, then Done closes', async () => {
    const fetchMock = server(2);
    const user = userEvent.setup();
    await removeWithPassword(user);
    const dialog = await screen.findByRole('dialog', { name: s.afterRemoveTitle });
    expect(toast.success).toHaveBeenCalledWith(t.removed);
    const offer = within(dialog).getByRole('region', { name: s.otherDevices(2) });
    await user.click(within(offer).getByRole('button', { name: s.signOutOthers }));
    await waitFor(() => expect(within(dialog).getByText(s.othersSignedOut)).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith('Signed out of 2 other devices');
    expect(sentBodies(fetchMock, 'POST', REVOKE)).toEqual([{}]);
    await user.click(within(dialog).getByRole('button', { name: s.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removing the app with no other device signed in just closes', async () => {
    const fetchMock = server(0);
    const user = userEvent.setup();
    await removeWithPassword(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(t.removed);
    expect(sentBodies(fetchMock, 'POST', REVOKE)).toEqual([]);
  });

  it('turning it on offers to sign out the devices that are signed in without a code', async () => {
    const fetchMock = server(1);
    const user = userEvent.setup();
    renderWithProviders(<EnrolTotpDialog showTrigger />);
    await user.click(screen.getByRole('button', { name: t.addFactor }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.currentPassword, { selector: 'input' }), 'story-time-42');
    await user.click(within(dialog).getByRole('button', { name: t.continue }));
    await user.type(await within(dialog).findByLabelText(accountText.twoFactor.code), '123456');
    await user.click(within(dialog).getByRole('button', { name: t.activate }));
    const offer = await within(dialog).findByRole('region', { name: s.otherDevices(1) });
    expect(offer.textContent).toContain(s.afterEnable);
    expect(within(dialog).getByRole('list', { name: t.backupHeading })).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: s.signOutOthers }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed out of 1 other device'));
    expect(sentBodies(fetchMock, 'POST', REVOKE)).toHaveLength(1);
    expect(within(dialog).queryByRole('region')).toBeNull();
  });
});
