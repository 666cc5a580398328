// @vitest-environment happy-dom
import { CHILD_NOTICE_VERSION, RETENTION_RULES } from '@storyloom/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import en from './messages/en.json';
import { LIMIT_VALUES } from './notice-view';
import { CHILDREN_SECTIONS, PRIVACY_SECTIONS, RETENTION_TEXT } from './notices';
import { ChildrenPrivacyPage, PrivacyPage } from './privacy-page';

/** An English message with its {placeholders} filled from the retention limits. */
const filled = (text: string) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(LIMIT_VALUES[name as keyof typeof LIMIT_VALUES]));

describe('/privacy', () => {
  it('renders every section of the notice and a row per kind of data kept', () => {
    mockFetch(() => undefined);
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: en['notice.title'] })).toBeTruthy();
    for (const s of PRIVACY_SECTIONS)
      expect(screen.getByRole('heading', { level: 2, name: en[s.heading] })).toBeTruthy();
    expect(screen.getByText(filled(en['notice.retention.p1']))).toBeTruthy();
    const table = screen.getByRole('table');
    for (const rule of RETENTION_RULES) {
      const text = RETENTION_TEXT[rule.id];
      expect(text).toBeTruthy();
      if (!text) continue;
      const row = within(table).getByRole('rowheader', { name: en[text.data] }).closest('tr') as HTMLElement;
      expect(within(row).getByText(filled(en[text.keptFor]))).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /children and parents/ }).getAttribute('href')).toBe('/privacy/children');
  });

  it('quotes the limits the retention job enforces', () => {
    expect(filled(en['retention.notifications.keptFor'])).toBe('180 days');
    expect(filled(en['retention.mail-queue.keptFor'])).toBe('Until sent (tries stop after 24 hours), then 30 days');
  });
});

describe('/privacy/children', () => {
  it('renders every section of the children’s notice and links the full notice', () => {
    mockFetch(() => undefined);
    renderWithProviders(<ChildrenPrivacyPage />);
    expect(screen.getByText(`Last updated ${CHILD_NOTICE_VERSION}`)).toBeTruthy();
    for (const s of CHILDREN_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: en[s.heading] })).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: /full privacy notice/ })[0]?.getAttribute('href')).toBe('/privacy');
  });
});
