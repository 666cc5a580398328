import { uiText } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FeedParams, feedQueryOptions } from '../api/posts';
import { EmptyState, LoadMore, QueryBoundary } from '../ui/states';
import { PostCard } from './post-card';

const t = uiText.community;

/** A cursor-paged list of posts; one comment panel open at a time (spec 001 §4). */
export function FeedList({ params, empty }: { params: FeedParams; empty: { title: string; text?: string } }) {
  const query = useInfiniteQuery(feedQueryOptions(params));
  const [openComments, setOpenComments] = useState<string | null>(null);
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryBoundary query={query}>
      {posts.length === 0 ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        <div className="flex flex-col gap-4">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              commentsOpen={openComments === post.id}
              onToggleComments={() => setOpenComments((id) => (id === post.id ? null : post.id))}
            />
          ))}
          <LoadMore query={query} label={t.loadMore} />
        </div>
      )}
    </QueryBoundary>
  );
}
