import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { cellClass, ListTable, pagerLabels, useFetchErrorToast } from '@/features/admin';
import { useDateFormat } from '@/lib/use-date-format';
import { AUDIT_PAGE_SIZE, auditQueryOptions } from './api';
import { ACTION_LABELS, ruleTitle, moderationText as t } from './copy';
import { ModerationNav } from './moderation-nav';

/** /admin/moderation/audit (admins): every action, newest first, paginated. */
export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(auditQueryOptions(page));
  const { dateTime } = useDateFormat();
  useFetchErrorToast(query.error, t.auditFailed);
  const items = query.data?.items ?? [];

  return (
    <BackOfficePage title={t.auditTitle} intro={t.auditIntro}>
      <ModerationNav />
      <ListTable
        caption={t.auditTitle}
        columns={t.auditColumns}
        loading={query.isPending || query.isPlaceholderData}
        loadingText={t.auditLoading}
        empty={items.length === 0}
        emptyText={t.auditEmpty}
      >
        {items.map((entry) => (
          <tr key={entry.id} className="hover:bg-muted/40">
            <td className={`${cellClass} whitespace-nowrap`}>{dateTime(entry.createdAt)}</td>
            <td className={cellClass}>{entry.moderator?.name ?? t.system}</td>
            <td className={cellClass}>
              <span className="font-medium">{ACTION_LABELS[entry.action]}</span>
              {entry.endsAt && <span className="block text-muted-foreground">{t.until(dateTime(entry.endsAt))}</span>}
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
              <span>{ruleTitle(entry.ruleId)}</span>
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
