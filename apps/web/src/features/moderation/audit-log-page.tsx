import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { cellClass, ListTable, useFetchErrorToast, usePagerLabels } from '@/features/admin';
import { useDateFormat } from '@/lib/use-date-format';
import { AUDIT_PAGE_SIZE, auditQueryOptions } from './api';
import { type ModerationKey, useT } from './i18n';
import { ACTION_LABELS, ruleTitle } from './labels';
import { ModerationNav } from './moderation-nav';

const COLUMNS: ModerationKey[] = [
  'audit.column.when',
  'audit.column.who',
  'audit.column.what',
  'audit.column.member',
  'audit.column.why',
];

/** /admin/moderation/audit (admins): every action, newest first, paginated. */
export function AuditLogPage() {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const query = useQuery(auditQueryOptions(page));
  const { dateTime } = useDateFormat();
  useFetchErrorToast(query.error, t('audit.failed'));
  const items = query.data?.items ?? [];

  return (
    <BackOfficePage title={t('audit.title')} intro={t('audit.intro')}>
      <ModerationNav />
      <ListTable
        caption={t('audit.title')}
        columns={COLUMNS.map((key) => t(key))}
        loading={query.isPending || query.isPlaceholderData}
        loadingText={t('audit.loading')}
        empty={items.length === 0}
        emptyText={t('audit.empty')}
      >
        {items.map((entry) => (
          <tr key={entry.id} className="hover:bg-muted/40">
            <td className={`${cellClass} whitespace-nowrap`}>{dateTime(entry.createdAt)}</td>
            <td className={cellClass}>{entry.moderator?.name ?? t('audit.system')}</td>
            <td className={cellClass}>
              <span className="font-medium">{t(ACTION_LABELS[entry.action])}</span>
              {entry.endsAt && (
                <span className="block text-muted-foreground">
                  {t('audit.until', { when: dateTime(entry.endsAt) })}
                </span>
              )}
            </td>
            <td className={cellClass}>
              {entry.subject ? (
                <>
                  {entry.subject.name} <span className="text-muted-foreground">@{entry.subject.username}</span>
                </>
              ) : (
                '—'
              )}
            </td>
            <td className={cellClass}>
              <span>{ruleTitle(t, entry.ruleId)}</span>
              {entry.note && <span className="block break-words text-muted-foreground">{entry.note}</span>}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager
        page={page}
        total={query.data?.total ?? 0}
        pageSize={query.data?.pageSize ?? AUDIT_PAGE_SIZE}
        onPage={setPage}
        labels={pagerLabels}
      />
    </BackOfficePage>
  );
}
