import {
  adminMessages,
  adminText,
  countRecent,
  topRole,
  WAITING_LIST_INTEREST_LABELS,
  WAITING_LIST_ROLE_LABELS,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { useDateFormat } from '@/lib/use-date-format';
import { WAITING_LIST_PATH, waitingListQueryOptions } from './api';
import { exportCsv } from './export-csv';
import { cellClass, ListTable, pagerLabels } from './list-table';
import { ListToolbar } from './list-toolbar';
import { StatCard, StatGrid } from './stat-card';
import { useFetchErrorToast } from './use-fetch-error-toast';
import { useListState } from './use-list-state';

const c = adminText.columns;
const COLUMNS = [c.name, c.email, c.role, c.interests, c.dateJoined];

export function WaitingListAdminPage() {
  const state = useListState();
  const query = useQuery(waitingListQueryOptions(state.params));
  const [exporting, setExporting] = useState(false);
  const { dateTime } = useDateFormat();
  useFetchErrorToast(query.error, adminMessages.fetchEntriesFailed);

  const items = query.data?.items ?? [];
  const role = topRole(items);
  const loading = query.isPending || query.isPlaceholderData;

  const onExport = async () => {
    setExporting(true);
    await exportCsv({
      path: WAITING_LIST_PATH,
      params: state.params,
      noun: 'entries',
      noDataText: adminMessages.noEntriesToExport,
      failedText: adminMessages.exportEntriesFailed,
    });
    setExporting(false);
  };

  return (
    <BackOfficePage title={adminMessages.waitingListTitle}>
      <StatGrid>
        <StatCard
          icon={Users}
          label={adminMessages.totalSignups}
          value={query.data?.total ?? 0}
          hint={adminText.matching}
        />
        <StatCard
          icon={Clock}
          label={adminMessages.recentSignups}
          value={countRecent(items, new Date())}
          hint={adminText.recentHint}
        />
        <StatCard
          icon={Trophy}
          label={adminMessages.topRole}
          value={role ? WAITING_LIST_ROLE_LABELS[role] : adminMessages.notAvailable}
          hint={adminText.thisPage}
        />
      </StatGrid>
      <ListToolbar
        state={state}
        searchLabel={adminText.searchEntries}
        refreshing={query.isFetching && !loading}
        exporting={exporting}
        onRefresh={() => query.refetch()}
        onExport={onExport}
      />
      <ListTable
        caption={adminMessages.waitingListTitle}
        columns={COLUMNS}
        loading={loading}
        loadingText={adminMessages.loadingEntries}
        empty={items.length === 0}
        emptyText={adminMessages.noEntries}
        clearLabel={state.params.search ? adminMessages.clearSearch : undefined}
        onClear={state.clearSearch}
      >
        {items.map((entry) => (
          <tr key={entry.id} className="hover:bg-muted/40">
            <td className={`${cellClass} font-medium whitespace-nowrap`}>{entry.name}</td>
            <td className={cellClass}>{entry.email}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {entry.role ? WAITING_LIST_ROLE_LABELS[entry.role] : '—'}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {entry.interests?.map((i) => WAITING_LIST_INTEREST_LABELS[i]).join(', ') || '—'}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{dateTime(entry.createdAt)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager
        page={state.params.page}
        total={query.data?.total ?? 0}
        pageSize={query.data?.pageSize ?? 10}
        onPage={state.setPage}
        labels={pagerLabels}
      />
    </BackOfficePage>
  );
}
