// @vitest-environment happy-dom
import type { Post } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { postQueryOptions } from '../api/posts';
import { FeedList } from './feed-list';
import { PostActions } from './post-actions';

const POST: Post = {
  id: 'post-1',
  author: { id: 'u2', name: 'Ada Lovelace', username: 'ada', avatarUrl: null, badge: null },
  content: 'A story about engines',
  createdAt: '2026-01-01T10:00:00.000Z',
  editedAt: null,
  likes: 4,
  comments: 0,
  space: { id: 's1', name: 'General', icon: '🌟', color: '#8B5CF6' },
  type: 'post',
  media: null,
  isLiked: false,
  visibility: 'public',
  isOwn: false,
  moderationState: null,
};

/** A like request that answers only when the test says so, with a server error. */
function failingLike() {
  let fail: () => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    fail = () => resolve(json({ error: { code: 'internal', message: 'Something went wrong' } }, 500));
  });
  return { answer, fail };
}

const likeButton = () => screen.getByRole('button', { name: /^Like \(/ });
const likeCount = () => screen.getByTestId('like-count').textContent;

async function likeThenFail(like: ReturnType<typeof failingLike>) {
  const user = userEvent.setup();
  await user.click(likeButton());
  // At once, before the server answers.
  expect(likeCount()).toBe('5');
  expect(likeButton().getAttribute('aria-pressed')).toBe('true');
  // The name keeps saying Like; only aria-pressed carries the state.
  expect(likeButton().getAttribute('aria-label')).toBe('Like (5 likes)');
  like.fail();
  await waitFor(() => expect(likeCount()).toBe('4'));
  expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  expect(likeButton().getAttribute('aria-label')).toBe('Like (4 likes)');
}

/** A post shown on its own (a shared link), read from its own query. */
function SinglePost() {
  const { data } = useQuery({ ...postQueryOptions(POST.id), staleTime: Number.POSITIVE_INFINITY });
  return data ? <PostActions post={data} commentsOpen={false} onToggleComments={() => undefined} /> : null;
}

describe('optimistic like', () => {
  it('counts the like at once and rolls it back when the server refuses (feed)', async () => {
    const like = failingLike();
    mockFetch(({ url, method }) => {
      if (url.startsWith('/api/posts?')) return json({ items: [POST], nextCursor: null });
      if (url === `/api/posts/${POST.id}/like` && method === 'PUT') return like.answer;
      return undefined;
    });
    renderWithProviders(<FeedList params={{ chip: 'all' }} empty={{ title: 'Nothing yet' }} />);
    await screen.findByText(POST.content);
    await likeThenFail(like);
  });

  it('rolls back a post shown on its own too', async () => {
    const like = failingLike();
    mockFetch(({ url, method }) => {
      if (url === `/api/posts/${POST.id}/like` && method === 'PUT') return like.answer;
      return undefined;
    });
    renderWithProviders(<SinglePost />, {
      seed: (queryClient) => queryClient.setQueryData(postQueryOptions(POST.id).queryKey, POST),
    });
    await screen.findByTestId('like-count');
    await likeThenFail(like);
  });
});
