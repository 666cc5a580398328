import { FEED_CHIPS, FEED_FILTERS, type FeedChip, type FeedFilter } from '@storyloom/domain';
import { useCallback } from 'react';
import { useT } from '../i18n';
import { Chips, FilterMenu, SearchBox } from '../ui/filters';

export interface FeedView {
  chip: FeedChip;
  filter?: FeedFilter;
  q?: string;
}

const FILTER_OPTIONS = [
  { value: 'all' as const, labelKey: 'feed.allPosts' as const },
  ...FEED_FILTERS.map((value) => ({ value, labelKey: `feed.filters.${value}` as const })),
];
const CHIP_OPTIONS = FEED_CHIPS.map((value) => ({ value, labelKey: `feed.chips.${value}` as const }));

/** The filter menu (one of public, private, images, videos, events), the chips and a search box. */
export function FeedFilters({ view, onChange }: { view: FeedView; onChange: (change: Partial<FeedView>) => void }) {
  const t = useT();
  const onSearch = useCallback((q: string) => onChange({ q: q || undefined }), [onChange]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <SearchBox label={t('feed.searchPosts')} onSearch={onSearch} />
        <FilterMenu
          options={FILTER_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          value={view.filter ?? 'all'}
          onChange={(f) => onChange({ filter: f === 'all' ? undefined : f })}
        />
      </div>
      <Chips
        legend={t('filter.menu')}
        options={CHIP_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        value={view.chip}
        onChange={(chip) => onChange({ chip })}
      />
    </div>
  );
}
