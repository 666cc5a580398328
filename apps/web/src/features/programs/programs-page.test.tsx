// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ProgramsPage } from './programs-page';

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ProgramsPage', () => {
  it('lists the six programs; a level keeps only those with levels, and shows their topics', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<ProgramsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Programs' })).toBeTruthy();
    expect(titles()).toEqual([
      'Storytelling',
      'Entrepreneurship',
      'Content Creation',
      'Audience Engagement',
      'Monetization',
      'AI Integration',
    ]);
    await user.click(screen.getByRole('button', { name: 'Beginner' }));
    expect(titles()).toHaveLength(4);
    expect(screen.getByText('Story structure and the three-act arc')).toBeTruthy();
    expect(screen.getByText('Outline a complete short story from idea to ending')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Enroll Now' })[0]?.getAttribute('href')).toBe('/register');
  });

  it('reads in the interface language', async () => {
    mockFetch(() => undefined);
    await activateLocale('es');
    try {
      renderWithProviders(<ProgramsPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Programas' })).toBeTruthy();
      expect(titles()[0]).toBe('Narrativa');
      expect(screen.getByRole('button', { name: 'Principiante' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
