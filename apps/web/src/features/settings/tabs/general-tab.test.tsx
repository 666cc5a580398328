// @vitest-environment happy-dom
import type { GeneralSettings, Me } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n, LocaleSync } from '@/i18n';
import { meQueryKey } from '@/lib/me';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from '../messages/en.json';
import ptBR from '../messages/pt-BR.json';
import { GeneralTab } from './general-tab';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const GENERAL = '/api/settings/general';

const member = (preferences: GeneralSettings): Me => ({
  user: {
    id: 'u1',
    email: 'robin@example.com',
    name: 'Robin',
    role: 'user',
    emailVerified: true,
    ageBand: 'adult',
    standing: 'active',
  },
  profile: { username: 'robin', fullName: 'Robin', avatarUrl: null },
  preferences,
});

afterEach(async () => {
  localStorage.clear();
  await activateLocale('en');
});

describe('Settings → General', () => {
  it('shows the time zone and the spec’s language labels', async () => {
    mockFetch(({ url }) => (url === GENERAL ? json({ timezone: 'Europe/Lisbon', language: 'en-US' }) : undefined));
    renderWithProviders(<GeneralTab />);
    const zone = (await screen.findByLabelText(en['general.timezone'])) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Lisbon');
    const language = screen.getByLabelText(en['general.language']) as HTMLSelectElement;
    expect([...language.options].map((o) => o.text)).toEqual([
      'English (US)',
      'English (UK)',
      'Español',
      'Français',
      'Deutsch',
      'Português (Brasil)',
    ]);
  });

  it('saving Português refetches /api/me and the whole interface switches to it', async () => {
    let stored: GeneralSettings = { timezone: 'America/Los_Angeles', language: 'en-US' };
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url === GENERAL && method === 'PUT') stored = body as GeneralSettings;
      if (url === GENERAL) return json(stored);
      if (url === '/api/me') return json(member(stored));
      return undefined;
    });
    const meCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/me').length;
    const { queryClient } = renderWithProviders(
      <>
        <LocaleSync />
        <GeneralTab />
      </>,
    );
    await waitFor(() => expect(meCalls()).toBe(1));
    const language = await screen.findByLabelText(en['general.language']);
    await userEvent.selectOptions(language, 'Português (Brasil)');
    const zone = screen.getByLabelText(en['general.timezone']);
    await userEvent.selectOptions(zone, 'Europe/Lisbon');
    await userEvent.click(screen.getByRole('button', { name: en.saveChanges }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', GENERAL)).toEqual([{ timezone: 'Europe/Lisbon', language: 'pt-BR' }]),
    );
    await waitFor(() => expect(meCalls()).toBe(2));
    expect(queryClient.getQueryData<Me>(meQueryKey)?.preferences).toEqual({
      timezone: 'Europe/Lisbon',
      language: 'pt-BR',
    });
    // LocaleSync hears the new language: the tab itself now speaks Portuguese.
    expect(await screen.findByRole('heading', { name: ptBR['general.title'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: ptBR.saveChanges })).toBeTruthy();
    expect(i18n.locale).toBe('pt-BR');
  });
});
