// @vitest-environment happy-dom
import type { FeedPage, Post } from '@storyloom/domain';
import { type InfiniteData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders, sentBodies } from '@/test/render';
import { communityKeys } from '../api/keys';
import { postQueryOptions } from '../api/posts';
import en from '../messages/en.json';
import { PostMenu } from './post-menu';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const t = en;
const PUBLIC_URL = '/uploads/posts/2f1e.png';
const PRIVATE_URL = '/api/posts/post-1/media';

const POST: Post = {
  id: 'post-1',
  author: { id: 'u1', name: 'Robin Writer', username: 'robin', avatarUrl: null, badge: null },
  content: 'My drawing',
  createdAt: '2026-01-01T10:00:00.000Z',
  editedAt: null,
  likes: 0,
  comments: 0,
  space: { id: 's1', name: 'General', icon: '🌟', color: '#8B5CF6' },
  type: 'image',
  media: { kind: 'image', url: PUBLIC_URL },
  isLiked: false,
  visibility: 'public',
  isOwn: true,
  moderationState: null,
};
const FEED_KEY = communityKeys.feed({ chip: 'all' });

/** The post as its own query shows it: its picture and its menu. */
function OwnPost() {
  const { data } = useQuery({ ...postQueryOptions(POST.id), staleTime: Number.POSITIVE_INFINITY });
  if (!data) return null;
  return (
    <>
      {data.media?.kind === 'image' && <img src={data.media.url} alt={data.content} />}
      <PostMenu post={data} />
    </>
  );
}

describe('post menu', () => {
  it('made private, the post takes the server’s answer at once: its picture moves to the private address', async () => {
    const fetchMock = mockFetch(({ url, method, body }) => {
      if (url === `/api/posts/${POST.id}` && method === 'PATCH') {
        return json({ ...POST, ...(body as object), media: { kind: 'image', url: PRIVATE_URL } });
      }
      // Any refetch fails: what is shown can only come from the PATCH answer.
      if (url.startsWith('/api/')) return json({ error: { code: 'internal', message: 'down' } }, 500);
      return undefined;
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<OwnPost />, {
      seed: (client) => {
        client.setQueryData(postQueryOptions(POST.id).queryKey, POST);
        client.setQueryData<InfiniteData<FeedPage>>(FEED_KEY, {
          pages: [{ items: [POST], nextCursor: null }],
          pageParams: [undefined],
        });
      },
    });
    expect(screen.getByRole('img').getAttribute('src')).toBe(PUBLIC_URL);

    await user.click(screen.getByRole('button', { name: t['post.actions'] }));
    await user.click(await screen.findByRole('menuitem', { name: t['post.edit'] }));
    const dialog = await screen.findByRole('dialog', { name: t['post.edit'] });
    await user.selectOptions(within(dialog).getByLabelText(t['visibility.label']), 'private');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe(PRIVATE_URL));
    expect(sentBodies(fetchMock, 'PATCH', `/api/posts/${POST.id}`)).toEqual([
      { content: POST.content, visibility: 'private' },
    ]);
    const feed = queryClient.getQueryData<InfiniteData<FeedPage>>(FEED_KEY);
    expect(feed?.pages[0]?.items[0]).toMatchObject({ visibility: 'private', media: { url: PRIVATE_URL } });
  });

  it('asks before deleting, with a red confirm button', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<PostMenu post={POST} />);
    await user.click(screen.getByRole('button', { name: t['post.actions'] }));
    await user.click(await screen.findByRole('menuitem', { name: t.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: t['post.deleteTitle'] });
    const confirm = within(dialog).getByRole('button', { name: t.delete });
    expect(confirm.className).toContain('bg-destructive');
    expect(confirm.className).not.toContain('bg-primary');
  });
});
