// @vitest-environment happy-dom
import { CHILDREN_PRIVACY_NOTICE, PRIVACY_NOTICE, RETENTION_RULES } from '@storyloom/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ChildrenPrivacyPage, PrivacyPage } from './privacy-page';

describe('/privacy', () => {
  it('renders every section of the notice and a row per kind of data kept', () => {
    mockFetch(() => undefined);
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeTruthy();
    for (const s of PRIVACY_NOTICE.sections)
      expect(screen.getByRole('heading', { level: 2, name: s.heading })).toBeTruthy();
    const table = screen.getByRole('table');
    for (const rule of RETENTION_RULES) {
      const row = within(table).getByRole('rowheader', { name: rule.data }).closest('tr') as HTMLElement;
      expect(within(row).getByText(rule.keptFor)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /children and parents/ }).getAttribute('href')).toBe('/privacy/children');
  });
});

describe('/privacy/children', () => {
  it('renders every section of the children’s notice and links the full notice', () => {
    mockFetch(() => undefined);
    renderWithProviders(<ChildrenPrivacyPage />);
    expect(screen.getByText(`Last updated ${CHILDREN_PRIVACY_NOTICE.version}`)).toBeTruthy();
    for (const s of CHILDREN_PRIVACY_NOTICE.sections) {
      expect(screen.getByRole('heading', { level: 2, name: s.heading })).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: /full privacy notice/ })[0]?.getAttribute('href')).toBe('/privacy');
  });
});
