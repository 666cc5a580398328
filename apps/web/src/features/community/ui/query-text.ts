import { uiText } from '@storyloom/domain';
import type { QueryStateText } from '@/components/query-state';

const t = uiText.community;

/** How the community's lists read while loading and after a failure (with Try again). */
export const queryText: QueryStateText = { loading: t.loading, failed: t.loadFailed, retry: t.retry };

/** The community's 'Load more' button, which reads 'Loading...' while the next page loads. */
export const loadMore = { label: t.loadMore, loadingLabel: t.loading };
