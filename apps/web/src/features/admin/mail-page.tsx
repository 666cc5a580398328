import type { AdminMail } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { type AdminKey, usePagerLabels, useT } from './i18n';
import { cellClass, ListTable } from './list-table';
import { failedMailQueryOptions, useRetryMail } from './mail-api';
import { useFetchErrorToast } from './use-fetch-error-toast';

const COLUMNS: AdminKey[] = [
  'mail.column.to',
  'mail.column.subject',
  'mail.column.attempts',
  'mail.column.lastError',
  'mail.column.created',
  'mail.column.lastAttempt',
  'mail.column.actions',
];

/** /admin/mail (admins): mails the queue could not deliver (issue 18), with Retry. Never a mail's text. */
export function MailPage() {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const query = useQuery(failedMailQueryOptions(page));
  const retry = useRetryMail();
  const { dateTime } = useDateFormat();
  useFetchErrorToast(query.error, t('mail.fetchFailed'));
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageSize = query.data?.pageSize ?? 10;

  const onRetry = async (mail: AdminMail) => {
    try {
      await retry.mutateAsync(mail.id);
      toast.success(t('mail.retried', { to: mail.to }));
      // The last row of a later page leaves it: step back rather than show an empty page.
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error(errorMessage(error, t('mail.retryFailed')));
    }
  };

  return (
    <BackOfficePage title={t('mail.title')} intro={t('mail.intro')}>
      <ListTable
        caption={t('mail.title')}
        columns={COLUMNS.map((key) => t(key))}
        loading={query.isPending || query.isPlaceholderData}
        loadingText={t('mail.loading')}
        empty={items.length === 0}
        emptyText={t('mail.empty')}
      >
        {items.map((mail) => (
          <tr key={mail.id} className="hover:bg-muted/40">
            <td className={`${cellClass} min-w-48 break-all`}>{mail.to}</td>
            <td className={`${cellClass} font-medium`}>{mail.subject}</td>
            <td className={cellClass}>{mail.attempts}</td>
            <td className={`${cellClass} max-w-xs break-words text-muted-foreground`}>{mail.lastError ?? '—'}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{dateTime(mail.createdAt)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {mail.lastAttemptAt ? dateTime(mail.lastAttemptAt) : '—'}
            </td>
            <td className={cellClass}>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('mail.retryFor', { to: mail.to, subject: mail.subject })}
                disabled={retry.isPending && retry.variables === mail.id}
                onClick={() => onRetry(mail)}
              >
                <RotateCw aria-hidden="true" />
                {retry.isPending && retry.variables === mail.id ? t('mail.retrying') : t('mail.retry')}
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} total={total} pageSize={pageSize} onPage={setPage} labels={pagerLabels} />
    </BackOfficePage>
  );
}
