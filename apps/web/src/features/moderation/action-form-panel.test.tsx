// @vitest-environment happy-dom
import { MUTE_HOURS_MAX, type QueueItem, SUSPEND_DAYS_MAX } from '@storyloom/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { emptyDraft } from './action-form';
import { ActionForm } from './action-form-panel';
import en from './messages/en.json';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const ITEM = {
  surface: 'post',
  itemId: '5a1ce000-0000-4000-8000-0000000000aa',
  author: { id: 'u2', name: 'Bo Author', username: 'bo', ageBand: 'teen', priorActions: 0 },
} as QueueItem;

describe('the action form', () => {
  it('asks for whole hours for a mute and whole days for a suspension, each within its limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActionForm item={ITEM} onDone={() => {}} />);
    expect(screen.queryByLabelText(en['form.hours'])).toBeNull();
    await user.selectOptions(screen.getByLabelText('Action', { exact: true }), 'mute');
    const hours = screen.getByLabelText(en['form.hours']) as HTMLInputElement;
    expect(hours.id).toBe('moderation-hours');
    expect(hours.max).toBe(String(MUTE_HOURS_MAX));
    expect(hours.value).toBe(emptyDraft.hours);
    await user.clear(hours);
    await user.type(hours, '12');
    expect(hours.value).toBe('12');
    await user.selectOptions(screen.getByLabelText('Action', { exact: true }), 'suspend');
    expect(screen.queryByLabelText(en['form.hours'])).toBeNull();
    const days = screen.getByLabelText(en['form.days']) as HTMLInputElement;
    expect(days.id).toBe('moderation-days');
    expect(days.max).toBe(String(SUSPEND_DAYS_MAX));
    expect(days.required).toBe(true);
    expect(days.value).toBe(emptyDraft.days);
  });
});
