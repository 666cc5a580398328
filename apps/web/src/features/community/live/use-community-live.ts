import { LIVE_EVENT_NAME, type LiveEvent } from '@storyloom/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { communityKeys } from '../api/keys';
import { patchPost } from '../api/posts';

/** What each live event means for the cached queries: patch counts in place, refetch the rest. */
function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'post_created':
      invalidate(communityKeys.feeds());
      invalidate(communityKeys.spaces());
      return;
    case 'post_changed':
    case 'post_deleted':
      invalidate(communityKeys.feeds());
      invalidate(communityKeys.post(event.postId));
      invalidate(communityKeys.trending());
      return;
    case 'likes_changed':
      patchPost(queryClient, event.postId, (p) => ({ ...p, likes: event.likes }));
      invalidate(communityKeys.trending());
      return;
    case 'comments_changed':
      patchPost(queryClient, event.postId, (p) => ({ ...p, comments: event.comments }));
      invalidate(communityKeys.comments(event.postId));
      invalidate(communityKeys.trending());
      return;
    case 'space_changed':
      invalidate(communityKeys.spaces());
      return;
    case 'notification':
      invalidate(communityKeys.notifications());
      return;
    case 'points_changed':
      invalidate(communityKeys.me());
      invalidate([...communityKeys.all, 'leaderboard']);
      return;
    case 'event_changed':
      invalidate(communityKeys.events());
      return;
  }
}

/**
 * Keeps the community screens live while mounted: one EventSource on /api/community/stream. The
 * browser reconnects by itself; after a reconnect everything is refetched, since events may have
 * been missed in between.
 */
export function useCommunityLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/community/stream');
    let opened = false;
    source.onopen = () => {
      // The open stream marks this user online; after a reconnect, events may have been missed.
      void queryClient.invalidateQueries({ queryKey: opened ? communityKeys.all : communityKeys.active() });
      opened = true;
    };
    source.addEventListener(LIVE_EVENT_NAME, (message) => {
      try {
        applyLiveEvent(queryClient, JSON.parse((message as MessageEvent<string>).data) as LiveEvent);
      } catch {
        // A message we cannot read is skipped; the next refetch catches up.
      }
    });
    return () => source.close();
  }, [queryClient]);
}
