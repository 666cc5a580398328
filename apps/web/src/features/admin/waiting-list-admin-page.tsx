import { countRecent, topRole, type WaitingListInterest, type WaitingListRole } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { useDateFormat } from '@/lib/use-date-format';
import { WAITING_LIST_PATH, waitingListQueryOptions } from './api';
import { exportCsv } from './export-csv';
import { type AdminKey, usePagerLabels, useT } from './i18n';
import { cellClass, ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { StatCard, StatGrid } from './stat-card';
import { useFetchErrorToast } from './use-fetch-error-toast';
import { useListState } from './use-list-state';

const COLUMNS: AdminKey[] = ['column.name', 'column.email', 'column.role', 'column.interests', 'column.dateJoined'];

const ROLE_LABELS = {
  student: 'waitingList.role.student',
  parent: 'waitingList.role.parent',
  educator: 'waitingList.role.educator',
  school_admin: 'waitingList.role.school_admin',
  content_creator: 'waitingList.role.content_creator',
  other: 'waitingList.role.other',
} as const satisfies Record<WaitingListRole, AdminKey>;

const INTEREST_LABELS = {
  storytelling: 'waitingList.interest.storytelling',
  entrepreneurship: 'waitingList.interest.entrepreneurship',
  content_creation: 'waitingList.interest.content_creation',
  digital_marketing: 'waitingList.interest.digital_marketing',
} as const satisfies Record<WaitingListInterest, AdminKey>;

export function WaitingListAdminPage() {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const state = useListState();
  const query = useQuery(waitingListQueryOptions(state.params));
  const [exporting, setExporting] = useState(false);
  const { dateTime } = useDateFormat();
  useFetchErrorToast(query.error, t('waitingList.fetchFailed'));

  const items = query.data?.items ?? [];
  const role = topRole(items);
  const loading = query.isPending || query.isPlaceholderData;

  const onExport = async () => {
    setExporting(true);
    await exportCsv({
      path: WAITING_LIST_PATH,
      params: state.params,
      noDataText: t('waitingList.noneToExport'),
      failedText: t('waitingList.exportFailed'),
      doneText: (count) => t('waitingList.exported', { count }),
    });
    setExporting(false);
  };

  return (
    <BackOfficePage title={t('waitingList.title')}>
      <StatGrid>
        <StatCard
          icon={Users}
          label={t('waitingList.totalSignups')}
          value={query.data?.total ?? 0}
          hint={t('stats.matching')}
        />
        <StatCard
          icon={Clock}
          label={t('waitingList.recentSignups')}
          value={countRecent(items, new Date())}
          hint={t('stats.recentHint')}
        />
        <StatCard
          icon={Trophy}
          label={t('waitingList.topRole')}
          value={role ? t(ROLE_LABELS[role]) : t('common.notAvailable')}
          hint={t('stats.thisPage')}
        />
      </StatGrid>
      <ListToolbar
        state={state}
        searchLabel={t('waitingList.search')}
        refreshing={query.isFetching && !loading}
        exporting={exporting}
        onRefresh={() => query.refetch()}
        onExport={onExport}
      />
      <ListTable
        caption={t('waitingList.title')}
        columns={COLUMNS.map((key) => t(key))}
        loading={loading}
        loadingText={t('waitingList.loading')}
        empty={items.length === 0}
        emptyText={t('waitingList.empty')}
        clearLabel={state.params.search ? t('waitingList.clearSearch') : undefined}
        onClear={state.clearSearch}
      >
        {items.map((entry) => (
          <tr key={entry.id} className="hover:bg-muted/40">
            <td className={`${cellClass} font-medium whitespace-nowrap`}>{entry.name}</td>
            <td className={cellClass}>{entry.email}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{entry.role ? t(ROLE_LABELS[entry.role]) : '—'}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {entry.interests?.map((i) => t(INTEREST_LABELS[i])).join(', ') || '—'}
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
