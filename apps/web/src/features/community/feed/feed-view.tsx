import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api';
import { postQueryOptions } from '../api/posts';
import { useT } from '../i18n';
import { useListText } from '../ui/query-text';
import { Composer } from './composer';
import { FeedFilters, type FeedView as View } from './feed-filters';
import { FeedList } from './feed-list';
import { PostCard } from './post-card';

/** A shared link (/feed?post=id) opens that post above the feed. */
function SharedPost({ postId }: { postId: string }) {
  const t = useT();
  const { queryText } = useListText();
  const query = useQuery(postQueryOptions(postId));
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={t('feed.sharedPost')} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-muted-foreground">{t('feed.sharedPost')}</h2>
        <Link to="/feed" className="text-sm text-link hover:underline">
          {t('viewAll')}
        </Link>
      </div>
      {isApiError(query.error, 404) ? (
        <EmptyState title={t('feed.postMissing')} />
      ) : (
        <QueryState query={query} text={queryText}>
          {query.data && <PostCard post={query.data} commentsOpen={open} onToggleComments={() => setOpen((o) => !o)} />}
        </QueryState>
      )}
    </section>
  );
}

/** The Feed tab: composer, filters and chips, and the posts. */
export function FeedView({ focusSignal }: { focusSignal: number }) {
  const t = useT();
  const [search] = useSearchParams();
  const shared = search.get('post');
  const [view, setView] = useState<View>({ chip: search.get('chip') === 'popular' ? 'popular' : 'all' });
  const onChange = useCallback((change: Partial<View>) => setView((v) => ({ ...v, ...change })), []);
  const filtered = view.chip !== 'all' || view.filter || view.q;
  return (
    <div className="flex flex-col gap-4">
      <Composer focusSignal={focusSignal} />
      {shared && <SharedPost postId={shared} />}
      <FeedFilters view={view} onChange={onChange} />
      <FeedList params={view} empty={{ title: filtered ? t('feed.noResults') : t('feed.noPosts') }} />
    </div>
  );
}
