// @vitest-environment happy-dom
import { consentPendingMessage, type Me, type ParentLink } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import en from './messages/en.json';
import { ParentLinkBanner } from './parent-link-banner';

const t = { label: en['banner.label'], grantedTitle: en['banner.grantedTitle'], grantedBody: en['banner.grantedBody'] };

const me = (ageBand: Me['user']['ageBand'], standing: Me['user']['standing']): Me => ({
  user: { id: 'u1', email: '', name: 'river_fox', role: 'user', emailVerified: true, ageBand, standing },
  profile: { username: 'river_fox', fullName: null, avatarUrl: null },
  preferences: { timezone: 'UTC', language: 'en' },
});

const link = (state: ParentLink['state']): ParentLink => ({
  linked: true,
  state,
  parentEmail: 'p•••@example.com',
  aiSharing: false,
  requestedAt: new Date().toISOString(),
  decidedAt: null,
});

function show(who: Me, answer: ParentLink) {
  const fetchMock = mockFetch(({ url }) => (url === '/api/me/parent-link' ? json(answer) : undefined));
  renderWithProviders(<ParentLinkBanner me={who} />);
  return fetchMock;
}

describe('the parent link banner', () => {
  it('says what is waiting and who was asked while the account holds', async () => {
    show(me('child', 'holding'), link('pending'));
    const banner = await screen.findByRole('region', { name: t.label });
    expect(banner.textContent).toContain(consentPendingMessage('p•••@example.com'));
  });

  it('says a parent is linked and what they can see once approved', async () => {
    show(me('child', 'active'), { ...link('granted'), decidedAt: new Date().toISOString() });
    const banner = await screen.findByRole('region', { name: t.label });
    expect(banner.textContent).toContain(t.grantedTitle);
    expect(banner.textContent).toContain(t.grantedBody);
  });

  it('shows nothing for a minor without a link, and does not even ask for an adult', async () => {
    show(me('teen', 'active'), { ...link('none'), linked: false, parentEmail: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();

    const fetchMock = show(me('adult', 'active'), link('granted'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/me/parent-link')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
