import type { QueryStateText } from '@/components/query-state';
import { useT } from '../i18n';

/**
 * How the community's lists read while loading and after a failure (with Try again), and the
 * 'Load more' button, which reads 'Loading...' while the next page loads.
 */
export function useListText(): { queryText: QueryStateText; loadMore: { label: string; loadingLabel: string } } {
  const t = useT();
  return {
    queryText: { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') },
    loadMore: { label: t('loadMore'), loadingLabel: t('loading') },
  };
}
