// @vitest-environment happy-dom
import { REPORT_REASONS, type ReportReason } from '@storyloom/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { ReportDialog } from './report-dialog';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const ITEM = '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c06';
/** The spec's reason labels, as the dialog shows them in English. */
const REASON_LABELS: Record<ReportReason, string> = {
  personal_info: 'Personal information',
  bullying: 'Bullying or harassment',
  self_harm: 'Self-harm or suicide',
  sexual: 'Sexual or adult content',
  hate: 'Hate',
  spam: 'Spam or scam',
  other: 'Something else',
};

function open(answer: (body: unknown) => Response) {
  const fetchMock = mockFetch(({ url, method, body }) =>
    url === '/api/reports' && method === 'POST' ? answer(body) : undefined,
  );
  renderWithProviders(<ReportDialog surface="comment" itemId={ITEM} open onOpenChange={() => undefined} />);
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Report this comment' }), user: userEvent.setup() };
}

describe('report dialog', () => {
  it('offers the seven reasons and the guidelines, and sends the chosen one with the item', async () => {
    const { fetchMock, dialog, user } = open(() => json({ id: 'r1' }, 201));
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([...REPORT_REASONS]);
    for (const reason of REPORT_REASONS) {
      expect(within(dialog).getByRole('radio', { name: REASON_LABELS[reason] })).toBeTruthy();
    }
    expect(
      within(dialog)
        .getByRole('link', { name: /Community guidelines/ })
        .getAttribute('href'),
    ).toBe('/guidelines');

    await user.click(within(dialog).getByRole('radio', { name: 'Bullying or harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('a moderator will look at it'),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/reports')).toEqual([
      { surface: 'comment', itemId: ITEM, reason: 'bullying' },
    ]);
  });

  it('asks for a reason, and for a note with Something else, before sending anything', async () => {
    const { fetchMock, dialog, user } = open(() => json({ id: 'r1' }, 201));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason first.');
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Tell us what is wrong when you choose Something else.');
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Tell us more' }));
    expect(sentBodies(fetchMock, 'POST', '/api/reports')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), '  They keep copying my art  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('status');
    expect(sentBodies(fetchMock, 'POST', '/api/reports')).toEqual([
      { surface: 'comment', itemId: ITEM, reason: 'other', note: 'They keep copying my art' },
    ]);
  });

  it('a second report of the same item says it was already reported, not that it failed', async () => {
    const { dialog, user } = open(() =>
      json({ error: { code: 'already_reported', message: 'You already reported this.' } }, 409),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Hate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You already reported this; we’ll let you know when it’s handled.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a self-harm report shows where to find help at once; other failures keep the form with the server’s message', async () => {
    let fail = true;
    const { dialog, user } = open(() =>
      fail ? json({ error: { code: 'validation', message: 'Something is off.' } }, 422) : json({ id: 'r1' }, 201),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Self-harm or suicide' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Something is off.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: /Find a Helpline/ }).getAttribute('href')).toBe(
      'https://findahelpline.com',
    );
  });
});
