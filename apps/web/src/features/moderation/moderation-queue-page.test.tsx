// @vitest-environment happy-dom
import type { QueueItem, QueueItemDetail } from '@storyloom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import en from './messages/en.json';
import { ModerationQueuePage } from './moderation-queue-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const ITEM: QueueItem = {
  surface: 'post',
  itemId: '5a1ce000-0000-4000-8000-0000000000aa',
  excerpt: 'you are all losers',
  url: '/feed?post=5a1ce000-0000-4000-8000-0000000000aa',
  state: null,
  author: { id: 'u2', name: 'Bo Author', username: 'bo', ageBand: 'child', priorActions: 2 },
  reportCount: 3,
  reasons: [
    { reason: 'bullying', count: 2 },
    { reason: 'spam', count: 1 },
  ],
  firstReportedAt: '2026-01-01T10:00:00.000Z',
  lastReportedAt: '2026-01-02T10:00:00.000Z',
  overdue: true,
  appeal: null,
};
const DETAIL: QueueItemDetail = {
  ...ITEM,
  text: 'you are all losers, every one of you',
  parent: null,
  reports: [
    { id: 'r1', reason: 'bullying', note: 'mean to my friend', createdAt: ITEM.lastReportedAt ?? '', status: 'open' },
  ],
  history: [],
};
const page = (items: QueueItem[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('moderation queue', () => {
  it('shows who wrote it plainly, and an action needs a rule; once applied the item leaves the open list', async () => {
    let handled = false;
    const fetchMock = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/moderation/queue?')) return json(page(handled ? [] : [ITEM]));
      if (url === `/api/moderation/queue/post/${ITEM.itemId}`) return json(DETAIL);
      if (url === '/api/moderation/actions' && method === 'POST') {
        handled = true;
        return json({ id: 'a1' }, 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationQueuePage />);

    const card = await screen.findByRole('article', { name: ITEM.excerpt });
    expect(within(card).getByText('Under 13')).toBeTruthy();
    expect(within(card).getByText(en['card.overdue'])).toBeTruthy();
    expect(within(card).getByText('Bullying or harassment (2), Spam or scam (1)')).toBeTruthy();
    expect(within(card).getByText('2 prior actions')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Open in context/ })
        .getAttribute('href'),
    ).toBe(ITEM.url);

    await user.click(within(card).getByRole('button', { name: /Review/ }));
    const dialog = await screen.findByRole('dialog', { name: en['item.title'] });
    expect(await within(dialog).findByText(DETAIL.text)).toBeTruthy();
    expect(within(dialog).getByText('mean to my friend')).toBeTruthy();

    // No rule chosen: nothing is sent and the rule field says why.
    await user.click(within(dialog).getByRole('button', { name: en['form.submit'] }));
    expect(within(dialog).getByText(en['form.ruleRequired'])).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/moderation/actions')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(en['form.action']), 'suspend');
    await user.clear(within(dialog).getByLabelText(en['form.days']));
    await user.type(within(dialog).getByLabelText(en['form.days']), '3');
    await user.selectOptions(within(dialog).getByLabelText(en['form.rule']), 'be-kind');
    expect(within(dialog).queryByText(en['form.ruleRequired'])).toBeNull();
    await user.type(within(dialog).getByLabelText(en['form.note']), 'repeated insults');
    await user.click(within(dialog).getByRole('button', { name: en['form.submit'] }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/moderation/actions')).toEqual([
        {
          surface: 'post',
          itemId: ITEM.itemId,
          action: 'suspend',
          ruleId: 'be-kind',
          note: 'repeated insults',
          days: 3,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(en['queue.empty.open'])).toBeTruthy();
  });

  it('asks the server for the chosen status, reason and surface', async () => {
    const fetchMock = mockFetch(({ url }) => (url.startsWith('/api/moderation/queue?') ? json(page([])) : undefined));
    const user = userEvent.setup();
    renderWithProviders(<ModerationQueuePage />);
    await screen.findByText(en['queue.empty.open']);
    await user.selectOptions(screen.getByLabelText(en['queue.statusLabel']), 'appeals');
    await user.selectOptions(screen.getByLabelText(en['queue.reasonLabel']), 'self_harm');
    await user.selectOptions(screen.getByLabelText(en['queue.surfaceLabel']), 'comment');
    await screen.findByText(en['queue.empty.appeals']);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/moderation/queue?status=appeals&page=1&pageSize=20&reason=self_harm&surface=comment');
  });
});
