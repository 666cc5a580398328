import type { Page, Profile, ProfilePost, ProfileUpdate, PublicProfile } from '@storyloom/domain';
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toApiError } from '@/lib/api';
import { meQueryKey } from '@/lib/me';

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<Profile>('/api/profile'),
});

export function publicProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['profiles', username],
    queryFn: () => api<PublicProfile>(`/api/profiles/${encodeURIComponent(username)}`),
  });
}

const POSTS_PAGE_SIZE = 5;

export function usePublicPosts(username: string) {
  return useInfiniteQuery({
    queryKey: ['profiles', username, 'posts'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api<Page<ProfilePost>>(
        `/api/profiles/${encodeURIComponent(username)}/posts?page=${pageParam}&pageSize=${POSTS_PAGE_SIZE}`,
      ),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** After a profile change: the form, the header (me) and the public view all reload. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    ]);
}

export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      api<{ profile: Profile; changed: boolean }>('/api/profile', { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

/** Multipart upload of one file; the server decides the key from the session. */
async function postAvatar(file: File): Promise<{ avatarUrl: string }> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/profile/avatar', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as { avatarUrl: string };
}

export function useUploadAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: postAvatar, onSuccess: refresh });
}

export function useRemoveAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: () => api<{ avatarUrl: null }>('/api/profile/avatar', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
