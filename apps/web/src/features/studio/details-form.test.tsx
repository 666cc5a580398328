// @vitest-environment happy-dom
import type { StudioCourseInput } from '@storyloom/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { mockFetch, renderWithProviders } from '@/test/render';
import { DetailsForm, newCourseInput } from './details-form';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderForm(onSubmit: (values: StudioCourseInput) => Promise<unknown>) {
  mockFetch(() => undefined);
  renderWithProviders(
    <DetailsForm
      initial={newCourseInput('Ina')}
      submitLabel="Create course"
      busyLabel="Creating…"
      onSubmit={onSubmit}
    />,
  );
}

describe('DetailsForm', () => {
  it('checks with the server’s schema first: nothing is sent without a title and a description', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const ui = userEvent.setup();
    renderForm(onSubmit);
    await ui.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Please enter a title')).toBeTruthy();
    expect(screen.getByText('Please enter a description')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the parsed values (numbers as numbers, lists as lists) and shows a field’s server error under it', async () => {
    const onSubmit = vi.fn(async (_values: StudioCourseInput) => {
      throw new ApiError(400, 'validation_failed', 'description: The description says too little');
    });
    const ui = userEvent.setup();
    renderForm(onSubmit);
    await ui.type(screen.getByRole('textbox', { name: 'Title' }), 'Micro Fiction');
    await ui.type(screen.getByRole('textbox', { name: 'Description' }), 'Short');
    await ui.click(screen.getByRole('checkbox', { name: 'Advanced' }));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Friday');
    await ui.type(screen.getByRole('textbox', { name: 'New prerequisite' }), 'A notebook{Enter}');
    await ui.click(screen.getByRole('button', { name: 'Create course' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Micro Fiction',
      description: 'Short',
      levels: ['beginner', 'advanced'],
      durationWeeks: 4,
      schedule: { weekday: 5, time: '16:00' },
      prerequisites: ['A notebook'],
      instructor: { name: 'Ina', title: '', bio: '' },
    });
    expect(await screen.findByText('The description says too little')).toBeTruthy();
  });
});
