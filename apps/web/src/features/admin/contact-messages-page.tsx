import {
  CONTACT_STATUSES,
  type ContactMessageEntry,
  type ContactStatus,
  countRecent,
  nextContactStatus,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Clock, Inbox, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { NativeSelect } from '@/components/ui/select';
import { CONTACT_MESSAGES_PATH, contactMessagesQueryOptions } from './api';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { exportCsv } from './export-csv';
import { type AdminKey, usePagerLabels, useT } from './i18n';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessageRow } from './message-row';
import { StatCard, StatGrid } from './stat-card';
import { STATUS_LABELS } from './status-badge';
import { useFetchErrorToast } from './use-fetch-error-toast';
import { useListState } from './use-list-state';
import { useMessageActions } from './use-message-actions';

const COLUMNS: AdminKey[] = [
  'column.name',
  'column.email',
  'column.subject',
  'column.status',
  'column.date',
  'column.actions',
];

export function ContactMessagesPage() {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const state = useListState();
  const query = useQuery(contactMessagesQueryOptions(state.params));
  const actions = useMessageActions();
  const [open, setOpen] = useState<ContactMessageEntry | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessageEntry | null>(null);
  const [exporting, setExporting] = useState(false);
  useFetchErrorToast(query.error, t('messages.fetchFailed'));

  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const loading = query.isPending || query.isPlaceholderData;

  // Opening a message moves it from unread to read.
  const view = async (message: ContactMessageEntry) => {
    setOpen(message);
    if (message.status === 'unread') {
      const updated = await actions.setStatus(message, 'read', { quiet: true });
      if (updated) setOpen((current) => (current?.id === updated.id ? updated : current));
    }
  };
  const changeStatus = async (message: ContactMessageEntry, status: ContactStatus) => {
    const updated = await actions.setStatus(message, status);
    if (updated) setOpen((current) => (current?.id === updated.id ? updated : current));
  };
  const confirmDelete = async (message: ContactMessageEntry) => {
    if (await actions.deleteMessage(message)) {
      setToDelete(null);
      setOpen(null);
    }
  };
  const onExport = async () => {
    setExporting(true);
    await exportCsv({
      path: CONTACT_MESSAGES_PATH,
      params: state.params,
      noDataText: t('messages.noneToExport'),
      failedText: t('messages.exportFailed'),
      doneText: (count) => t('messages.exported', { count }),
    });
    setExporting(false);
  };

  return (
    <BackOfficePage title={t('messages.title')}>
      <StatGrid>
        <StatCard icon={Inbox} label={t('messages.total')} value={total} hint={t('stats.matching')} />
        <StatCard
          icon={MailWarning}
          label={t('messages.unread')}
          value={items.filter((m) => m.status === 'unread').length}
          hint={t('stats.thisPage')}
        />
        <StatCard
          icon={Clock}
          label={t('messages.recent')}
          value={countRecent(items, new Date())}
          hint={t('stats.recentHint')}
        />
      </StatGrid>
      <ListToolbar
        state={state}
        searchLabel={t('messages.search')}
        refreshing={query.isFetching && !loading}
        exporting={exporting}
        onRefresh={() => query.refetch()}
        onExport={onExport}
      >
        <NativeSelect
          aria-label={t('messages.statusFilter')}
          className="min-w-44"
          value={state.params.status}
          onChange={(event) => state.setStatus(event.target.value as ContactStatus | '')}
        >
          <option value="">{t('messages.all')}</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
        </NativeSelect>
      </ListToolbar>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('messages.showing', { shown: items.length, total })}
      </p>
      <ListTable
        caption={t('messages.title')}
        columns={COLUMNS.map((key) => t(key))}
        loading={loading}
        loadingText={t('messages.loading')}
        empty={items.length === 0}
        emptyText={t('messages.empty')}
        clearLabel={state.filtered ? t('messages.clearFilters') : undefined}
        onClear={state.clearFilters}
      >
        {items.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            onView={() => view(message)}
            onAdvance={() => changeStatus(message, nextContactStatus(message.status))}
            onDelete={() => setToDelete(message)}
          />
        ))}
      </ListTable>
      <Pager
        page={state.params.page}
        total={total}
        pageSize={query.data?.pageSize ?? 10}
        onPage={state.setPage}
        labels={pagerLabels}
      />
      <MessageDetailDialog
        message={open}
        onClose={() => setOpen(null)}
        onStatus={(status) => open && changeStatus(open, status)}
        onReply={() => open && changeStatus(open, 'responded')}
        onDelete={() => setToDelete(open)}
      />
      <DeleteConfirmDialog
        message={toDelete}
        busy={actions.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </BackOfficePage>
  );
}
