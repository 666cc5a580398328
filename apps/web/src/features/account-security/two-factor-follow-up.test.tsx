// @vitest-environment happy-dom
import type { UserSession } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { EnrolTotpDialog } from './enrol-totp-dialog';
import en from './messages/en.json';
import { RemoveFactorDialog } from './remove-factor-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

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
  await user.click(screen.getByRole('button', { name: en['mfa.removeFactor'] }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: en['mfa.removeWithPassword'] }));
  await user.type(within(dialog).getByLabelText(en['password.current'], { selector: 'input' }), 'story-time-42');
  await user.click(within(dialog).getByRole('button', { name: en.continue }));
}

beforeEach(() => vi.mocked(toast.success).mockClear());

describe('after two-factor authentication changes', () => {
  it('removing the app offers to sign out the other devices, then Done closes', async () => {
    const fetchMock = server(2);
    const user = userEvent.setup();
    await removeWithPassword(user);
    const dialog = await screen.findByRole('dialog', { name: en['sessions.afterRemoveTitle'] });
    expect(toast.success).toHaveBeenCalledWith(en['mfa.removed']);
    const offer = within(dialog).getByRole('region', { name: 'You are signed in on 2 other devices.' });
    await user.click(within(offer).getByRole('button', { name: en['sessions.signOutOthers'] }));
    await waitFor(() => expect(within(dialog).getByText(en['sessions.othersSignedOut'])).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith('Signed out of 2 other devices');
    expect(sentBodies(fetchMock, 'POST', REVOKE)).toEqual([{}]);
    await user.click(within(dialog).getByRole('button', { name: en['sessions.done'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removing the app with no other device signed in just closes', async () => {
    const fetchMock = server(0);
    const user = userEvent.setup();
    await removeWithPassword(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(en['mfa.removed']);
    expect(sentBodies(fetchMock, 'POST', REVOKE)).toEqual([]);
  });

  it('turning it on offers to sign out the devices that are signed in without a code', async () => {
    const fetchMock = server(1);
    const user = userEvent.setup();
    renderWithProviders(<EnrolTotpDialog showTrigger />);
    await user.click(screen.getByRole('button', { name: en['mfa.addFactor'] }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(en['password.current'], { selector: 'input' }), 'story-time-42');
    await user.click(within(dialog).getByRole('button', { name: en.continue }));
    await user.type(await within(dialog).findByLabelText(en['mfa.code']), '123456');
    await user.click(within(dialog).getByRole('button', { name: en['mfa.activate'] }));
    const offer = await within(dialog).findByRole('region', { name: 'You are signed in on 1 other device.' });
    expect(offer.textContent).toContain(en['sessions.afterEnable']);
    expect(within(dialog).getByRole('list', { name: en['backup.heading'] })).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: en['sessions.signOutOthers'] }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed out of 1 other device'));
    expect(sentBodies(fetchMock, 'POST', REVOKE)).toHaveLength(1);
    expect(within(dialog).queryByRole('region')).toBeNull();
  });
});
