// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import en from './messages/en.json';
import { WaitingListForm } from './waiting-list-form';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

describe('Waiting list form', () => {
  it('offers the spec’s roles and interests', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<WaitingListForm onDone={() => undefined} />);
    const role = (await screen.findByLabelText(en.role)) as HTMLSelectElement;
    expect([...role.options].map((o) => o.text)).toEqual([
      'Select your role (optional)',
      'Student',
      'Parent',
      'Educator',
      'School Administrator',
      'Content Creator',
      'Other',
    ]);
    for (const interest of ['Storytelling', 'Entrepreneurship', 'Content Creation', 'Digital Marketing'])
      expect(screen.getByLabelText(interest)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Waiting List' })).toBeTruthy();
  });
});
