// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { RecentActivity } from './recent-activity';

const at = new Date(Date.now() - 5 * 60_000).toISOString();

describe('RecentActivity', () => {
  it('describes each kind of activity, naming the tool of a generation', async () => {
    mockFetch(({ url }) =>
      url === '/api/dashboard/activity'
        ? json({
            items: [
              { kind: 'enrolled', subject: 'Plot Lab', at, link: '/courses/dashboard' },
              { kind: 'module_completed', subject: 'Twists', at, link: null },
              { kind: 'rsvp', subject: 'Story Hooks Workshop', at, link: null },
              { kind: 'generated', subject: 'video', at, link: null },
            ],
            page: 1,
            pageSize: 5,
            total: 4,
          })
        : undefined,
    );
    renderWithProviders(<RecentActivity />);
    expect(await screen.findByRole('link', { name: 'Enrolled in Plot Lab' })).toBeTruthy();
    expect(screen.getByText('Completed the module “Twists”')).toBeTruthy();
    expect(screen.getByText("RSVP'd to Story Hooks Workshop")).toBeTruthy();
    expect(screen.getByText('Created a project with Video & Edit AI')).toBeTruthy();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(4);
  });
});
