import type {
  CreatePostInput,
  FeedPage,
  FeedQuery,
  LikeResult,
  Post,
  PostComment,
  PostCommentsPage,
  TrendingPost,
} from '@storyloom/domain';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, toApiError } from '@/lib/api';
import { communityKeys, qs } from './keys';

export type FeedParams = Omit<FeedQuery, 'cursor' | 'limit'>;

export const feedQueryOptions = (params: FeedParams) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(params),
    queryFn: ({ pageParam, signal }) => api<FeedPage>(`/api/posts${qs({ ...params, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: ({ signal }) => api<Post>(`/api/posts/${id}`, { signal }),
  });

export const trendingQueryOptions = queryOptions({
  queryKey: communityKeys.trending(),
  queryFn: ({ signal }) => api<{ items: TrendingPost[] }>('/api/posts/trending', { signal }),
});

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam, signal }) =>
      api<PostCommentsPage>(`/api/posts/${postId}/comments${qs({ cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const createPost = (body: CreatePostInput) => api<Post>('/api/posts', { method: 'POST', body });

/** An image or video post: the file and the text fields in one multipart request. */
export async function createMediaPost(fields: { content: string; visibility: string; spaceId?: string }, file: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  form.set('file', file);
  const response = await fetch('/api/posts/media', { method: 'POST', body: form, credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as Post;
}

/** After the safety coach's "Post anyway" (issue 16). */
type Acknowledged = { acknowledgePersonalInfo?: boolean };

export const updatePost = (id: string, body: { content?: string; visibility?: 'public' | 'private' } & Acknowledged) =>
  api<Post>(`/api/posts/${id}`, { method: 'PATCH', body });
export const deletePost = (id: string) => api<void>(`/api/posts/${id}`, { method: 'DELETE' });
export const setLike = (id: string, liked: boolean) =>
  api<LikeResult>(`/api/posts/${id}/like`, { method: liked ? 'PUT' : 'DELETE' });
export const addComment = (postId: string, content: string, ack: Acknowledged = {}) =>
  api<PostComment>(`/api/posts/${postId}/comments`, { method: 'POST', body: { content, ...ack } });
export const editComment = (id: string, content: string, ack: Acknowledged = {}) =>
  api<PostComment>(`/api/comments/${id}`, { method: 'PATCH', body: { content, ...ack } });
export const deleteComment = (id: string) => api<void>(`/api/comments/${id}`, { method: 'DELETE' });

/** Applies a change to one post wherever it is cached: every feed page and its own query. */
export function patchPost(queryClient: QueryClient, postId: string, change: (post: Post) => Post) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: communityKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((p) => (p.id === postId ? change(p) : p)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Post>(communityKeys.post(postId), (p) => (p ? change(p) : p));
}

/**
 * Puts the server's counts of one post into the cache. After our own comment, a relative +1 could
 * double-count: the live event with the absolute count may already have arrived.
 */
export async function syncPostCounts(queryClient: QueryClient, postId: string) {
  const fresh = await api<Post>(`/api/posts/${postId}`).catch(() => null);
  if (fresh) patchPost(queryClient, postId, (p) => ({ ...p, likes: fresh.likes, comments: fresh.comments }));
}

/** After a post is published, edited or deleted: feeds, counts and points refresh. */
export async function refreshAfterPostChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.feeds() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.me() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.spaces() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.trending() }),
  ]);
}
