// @vitest-environment happy-dom
import type { AgeBand, Me } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { audienceText } from '@/features/privacy';
import { meQueryKey } from '@/lib/me';
import { mockFetch, renderWithProviders } from '@/test/render';
import en from '../messages/en.json';
import { Composer } from './composer';

const t = en;
const SPACE = '6f1c2a4e-1b2c-4d3e-8f4a-5b6c7d8e9f00';

function me(ageBand: AgeBand): Me {
  return {
    user: {
      id: 'u1',
      email: 'a@example.com',
      name: 'A',
      role: 'user',
      emailVerified: true,
      ageBand,
      standing: 'active',
    },
    profile: { username: 'a', fullName: null, avatarUrl: null },
    preferences: { timezone: 'UTC', language: 'en' },
  };
}

function renderComposerFor(ageBand: AgeBand) {
  mockFetch(() => undefined);
  renderWithProviders(<Composer spaceId={SPACE} />, {
    seed: (client) => client.setQueryData(meQueryKey, me(ageBand)),
  });
  return userEvent.setup();
}

describe('the composer for a young member', () => {
  it.each(['teen', 'child'] as const)('offers no location (%s): no insert, no place for an event', async (band) => {
    const user = renderComposerFor(band);
    expect(screen.queryByRole('button', { name: t['insert.location'] })).toBeNull();
    await user.click(screen.getByRole('radio', { name: t['postTypes.event'] }));
    expect(screen.queryByLabelText(t['composer.eventLocation'])).toBeNull();
    expect(screen.getByText(audienceText.eventsOnline)).toBeTruthy();
  });

  it('says plainly who sees a public post, and nothing while it is private', async () => {
    const user = renderComposerFor('teen');
    const visibility = screen.getByRole('combobox', { name: t['visibility.label'] });
    expect(screen.getByText(audienceText.publicPost)).toBeTruthy();
    await user.selectOptions(visibility, 'private');
    expect(screen.queryByText(audienceText.publicPost)).toBeNull();
    await user.selectOptions(visibility, 'public');
    expect(visibility.getAttribute('aria-describedby')).toBe(
      screen.getByText(audienceText.publicPost).parentElement?.id,
    );
  });
});

describe("an adult's composer", () => {
  it('is unchanged: the location insert and the event place are there, no audience note', async () => {
    const user = renderComposerFor('adult');
    expect(screen.getByRole('button', { name: t['insert.location'] })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: t['postTypes.event'] }));
    expect(screen.getByLabelText(t['composer.eventLocation'])).toBeTruthy();
    expect(screen.queryByText(audienceText.publicPost)).toBeNull();
    expect(screen.queryByText(audienceText.eventsOnline)).toBeNull();
  });
});
