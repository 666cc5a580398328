import { communityMessages, MEMBER_FILTERS, type MemberFilter, uiText } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryState } from '@/components/query-state';
import { membersQueryOptions } from '../api/members';
import { Chips, FilterMenu, SearchBox } from '../ui/filters';
import { loadMore, queryText } from '../ui/query-text';
import { MemberCard } from './member-card';

const t = uiText.community;
const m = communityMessages;
const FILTER_LABELS: Record<MemberFilter, string> = {
  all: m.allMembers,
  following: m.following,
  staff: m.adminsAndMods,
};
const OPTIONS = MEMBER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

/** The members directory: search, Filter and chips, 'Showing X of Y members', Load More Members. */
export function MembersView() {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<MemberFilter>('all');
  const query = useInfiniteQuery(membersQueryOptions({ q: q || undefined, filter }));
  const members = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <SearchBox label={t.searchMembers} onSearch={setQ} />
        <FilterMenu options={OPTIONS} value={filter} onChange={setFilter} />
      </div>
      <Chips legend={t.filterMenu} options={OPTIONS} value={filter} onChange={setFilter} />
      <QueryState query={query} text={queryText}>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {m.showingMembers(members.length, total)}
        </p>
        {members.length === 0 ? (
          <EmptyState title={t.noMembers} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {members.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </ul>
        )}
        <LoadMore query={query} {...loadMore} label={m.loadMoreMembers} />
      </QueryState>
    </div>
  );
}
