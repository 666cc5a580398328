import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { type FeedParams, feedQueryOptions } from '../api/posts';
import { useListText } from '../ui/query-text';
import { PostCard } from './post-card';

/** A cursor-paged list of posts; one comment panel open at a time. */
export function FeedList({ params, empty }: { params: FeedParams; empty: { title: string; text?: string } }) {
  const { queryText, loadMore } = useListText();
  const query = useInfiniteQuery(feedQueryOptions(params));
  const [openComments, setOpenComments] = useState<string | null>(null);
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState query={query} text={queryText}>
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
          <LoadMore query={query} {...loadMore} />
        </div>
      )}
    </QueryState>
  );
}
