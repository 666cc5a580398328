// @vitest-environment happy-dom
import { achievementsFor } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { AchievementsPanel } from './achievements-panel';

const counts = { enrollments: 1, completedModules: 0, comments: 0, completedCourses: 0, rsvps: 0, certificates: 0 };

function serve() {
  mockFetch(({ url }) => (url === '/api/achievements' ? json({ items: achievementsFor(counts) }) : undefined));
}

describe('AchievementsPanel', () => {
  it('shows every achievement with its state, in the words the server sends in English', async () => {
    serve();
    renderWithProviders(<AchievementsPanel />);
    expect(await screen.findByText('Course Explorer')).toBeTruthy();
    expect(screen.getByText('Enroll in your first course')).toBeTruthy();
    expect(screen.getByText('Certified Creator')).toBeTruthy();
    expect(screen.getAllByText('Earned')).toHaveLength(1);
    expect(screen.getAllByText('Not earned yet')).toHaveLength(achievementsFor(counts).length - 1);
  });

  it('names them in the interface language', async () => {
    serve();
    await activateLocale('fr');
    try {
      renderWithProviders(<AchievementsPanel />);
      expect(await screen.findByText('Explorateur de cours')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Succès' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
