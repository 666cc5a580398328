// @vitest-environment happy-dom
import type { UserSession } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from './messages/en.json';
import { SessionsList } from './sessions-list';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const LIST = '/api/me/sessions';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const session = (id: string, device: string, change: Partial<UserSession> = {}): UserSession => ({
  id,
  device,
  ip: '203.0.113.7',
  createdAt: minutesAgo(3 * 24 * 60),
  lastSeen: minutesAgo(5),
  current: false,
  ...change,
});

// Newest first, as the server sends them: the current one is not the newest here.
const OTHER_NEW = session('s-new', 'Firefox on Windows', { lastSeen: minutesAgo(2 * 60), ip: '198.51.100.4' });
const CURRENT = session('s-current', 'Chrome on Linux', { current: true, lastSeen: minutesAgo(3 * 24 * 60) });
const OTHER_OLD = session('s-old', 'Safari on iPhone', { ip: null, lastSeen: minutesAgo(2 * 24 * 60) });

/** A server holding `sessions`: the list, sign out one, sign out the others. */
function server(sessions: UserSession[]) {
  let live = [...sessions];
  return mockFetch(({ url, method }) => {
    if (url === LIST && method === 'GET') return json({ items: live });
    if (url === `${LIST}/revoke-others` && method === 'POST') {
      const revoked = live.filter((x) => !x.current).length;
      live = live.filter((x) => x.current);
      return json({ revoked });
    }
    const id = url.startsWith(`${LIST}/`) && method === 'DELETE' ? decodeURIComponent(url.slice(LIST.length + 1)) : '';
    if (!id) return undefined;
    if (id === CURRENT.id) return json({ error: { code: 'current_session', message: 'current' } }, 400);
    if (!live.some((x) => x.id === id)) return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    live = live.filter((x) => x.id !== id);
    return new Response(null, { status: 204 });
  });
}

const list = () => screen.findByRole('list', { name: en['sessions.listLabel'] });
const rows = async () => within(await list()).getAllByRole('listitem');

beforeEach(() => vi.mocked(toast.success).mockClear());

describe('Sessions list', () => {
  it('shows every device, this one first with its badge and no button; the others can be signed out by name', async () => {
    server([OTHER_NEW, CURRENT, OTHER_OLD]);
    renderWithProviders(<SessionsList />);
    const [first, second, third] = await rows();
    expect(first?.textContent).toContain(CURRENT.device);
    expect(within(first as HTMLElement).getByText(en['sessions.thisDevice'])).toBeTruthy();
    expect(within(first as HTMLElement).getByText(en['sessions.activeNow'])).toBeTruthy();
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();

    expect(second?.textContent).toContain(OTHER_NEW.device);
    expect(second?.textContent).toContain('198.51.100.4');
    expect(second?.textContent).toContain('Last active 2 hours ago');
    expect(within(second as HTMLElement).queryByText(en['sessions.thisDevice'])).toBeNull();
    expect(third?.textContent).toContain(en['sessions.unknownAddress']);
    expect(third?.textContent).toContain('Last active 2 days ago');

    const button = screen.getByRole('button', { name: `Sign out ${OTHER_OLD.device}` });
    expect(button.textContent).toBe(en['sessions.signOut']);
    // The row's address and times describe its button, telling two devices of one name apart.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      en['sessions.unknownAddress'],
    );
    expect(within(await list()).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: en['sessions.signOutAll'] })).toBeTruthy();
  });

  it('signs out one device: the toast, the list refreshes without it, focus stays on the list', async () => {
    const fetchMock = server([OTHER_NEW, CURRENT, OTHER_OLD]);
    const user = userEvent.setup();
    renderWithProviders(<SessionsList />);
    await user.click(await screen.findByRole('button', { name: `Sign out ${OTHER_NEW.device}` }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(toast.success).toHaveBeenCalledWith(en['sessions.signedOutOne']);
    expect(sentBodies(fetchMock, 'DELETE', `${LIST}/${OTHER_NEW.id}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: `Sign out ${OTHER_NEW.device}` })).toBeNull();
    await waitFor(async () => expect(document.activeElement).toBe(await list()));
  });

  it('signs out all the others: the toast counts them, then only this device is left', async () => {
    const fetchMock = server([OTHER_NEW, CURRENT, OTHER_OLD]);
    const user = userEvent.setup();
    renderWithProviders(<SessionsList />);
    await user.click(await screen.findByRole('button', { name: en['sessions.signOutAll'] }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith('Signed out of 2 other devices');
    expect(sentBodies(fetchMock, 'POST', `${LIST}/revoke-others`)).toHaveLength(1);
    expect(screen.getByText(en['sessions.onlyThisDevice'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['sessions.signOutAll'] })).toBeNull();
  });

  it('with this device alone: no button, a line saying so', async () => {
    server([CURRENT]);
    renderWithProviders(<SessionsList />);
    expect(await rows()).toHaveLength(1);
    expect(screen.getByText(en['sessions.onlyThisDevice'])).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a device already signed out elsewhere (404) leaves the list all the same', async () => {
    let items = [CURRENT, OTHER_OLD];
    mockFetch(({ url, method }) => {
      if (url === LIST) return json({ items });
      if (method === 'DELETE') {
        items = [CURRENT];
        return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsList />);
    await user.click(await screen.findByRole('button', { name: `Sign out ${OTHER_OLD.device}` }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a failed load says so and offers to try again', async () => {
    let fail = true;
    mockFetch(({ url }) =>
      url === LIST
        ? fail
          ? json({ error: { code: 'internal', message: 'x' } }, 500)
          : json({ items: [CURRENT] })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<SessionsList />);
    expect((await screen.findByRole('alert')).textContent).toContain(en['sessions.loadFailed']);
    fail = false;
    await user.click(screen.getByRole('button', { name: en['sessions.retry'] }));
    expect(await rows()).toHaveLength(1);
  });
});
