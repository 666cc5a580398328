import { MEMBER_FILTERS, type MemberFilter } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { membersQueryOptions } from '../api/members';
import { useT } from '../i18n';
import { Chips, FilterMenu, SearchBox } from '../ui/filters';
import { useListText } from '../ui/query-text';
import { MemberCard } from './member-card';

const FILTER_LABELS = { all: 'members.all', following: 'members.following', staff: 'members.staff' } as const;

/** The members directory: search, Filter and chips, 'Showing X of Y members', Load More Members. */
export function MembersView() {
  const t = useT();
  const { queryText, loadMore } = useListText();
  const options = MEMBER_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }));
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<MemberFilter>('all');
  const query = useInfiniteQuery(membersQueryOptions({ q: q || undefined, filter }));
  const members = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <SearchBox label={t('members.search')} onSearch={setQ} />
        <FilterMenu options={options} value={filter} onChange={setFilter} />
      </div>
      <Chips legend={t('filter.menu')} options={options} value={filter} onChange={setFilter} />
      <QueryState query={query} text={queryText}>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('members.showing', { shown: members.length, total })}
        </p>
        {members.length === 0 ? (
          <EmptyState title={t('members.empty')} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {members.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </ul>
        )}
        <LoadMore query={query} {...loadMore} label={t('members.loadMore')} />
      </QueryState>
    </div>
  );
}
