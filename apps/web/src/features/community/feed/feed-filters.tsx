import { communityMessages, FEED_CHIPS, FEED_FILTERS, type FeedChip, type FeedFilter, uiText } from '@storyloom/domain';
import { useCallback } from 'react';
import { Chips, FilterMenu, SearchBox } from '../ui/filters';

const m = communityMessages;
const t = uiText.community;

export interface FeedView {
  chip: FeedChip;
  filter?: FeedFilter;
  q?: string;
}

const FILTER_OPTIONS = [
  { value: 'all' as const, label: t.allPostsFilter },
  ...FEED_FILTERS.map((value) => ({ value, label: m.filters[value] })),
];
const CHIP_OPTIONS = FEED_CHIPS.map((value) => ({ value, label: m.chips[value] }));

/** The filter menu (one of public, private, images, videos, events), the chips and a search box. */
export function FeedFilters({ view, onChange }: { view: FeedView; onChange: (change: Partial<FeedView>) => void }) {
  const onSearch = useCallback((q: string) => onChange({ q: q || undefined }), [onChange]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <SearchBox label={t.searchPosts} onSearch={onSearch} />
        <FilterMenu
          options={FILTER_OPTIONS}
          value={view.filter ?? 'all'}
          onChange={(f) => onChange({ filter: f === 'all' ? undefined : f })}
        />
      </div>
      <Chips legend={t.filterMenu} options={CHIP_OPTIONS} value={view.chip} onChange={(chip) => onChange({ chip })} />
    </div>
  );
}
