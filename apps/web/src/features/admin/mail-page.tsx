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
import { cellClass, ListTable, pagerLabels } from './list-table';
import { failedMailQueryOptions, useRetryMail } from './mail-api';
import { mailText as text } from './mail-copy';
import { useFetchErrorToast } from './use-fetch-error-toast';

/** /admin/mail (admins): mails the queue could not deliver (issue 18), with Retry. Never a mail's text. */
export function MailPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(failedMailQueryOptions(page));
  const retry = useRetryMail();
  const { dateTime } = useDateFormat();
  useFetchErrorToast(query.error, text.fetchFailed);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageSize = query.data?.pageSize ?? 10;

  const onRetry = async (mail: AdminMail) => {
    try {
      await retry.mutateAsync(mail.id);
      toast.success(text.retried(mail.to));
      // The last row of a later page leaves it: step back rather than show an empty page.
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error(errorMessage(error, text.retryFailed));
    }
  };

  return (
    <BackOfficePage title={text.title} intro={text.intro}>
      <ListTable
        caption={text.title}
        columns={text.columns}
        loading={query.isPending || query.isPlaceholderData}
        loadingText={text.loading}
        empty={items.length === 0}
        emptyText={text.empty}
      >
        {items.map((mail) => (
          <tr key={mail.id} className="hover:bg-muted/40">
            <td className={`${cellClass} min-w-48 break-all`}>{mail.to}</td>
            <td className={`${cellClass} font-medium`}>{mail.subject}</td>
            <td className={cellClass}>{mail.attempts}</td>
            <td className={`${cellClass} max-w-xs break-words text-muted-foreground`}>
              {mail.lastError ?? text.never}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{dateTime(mail.createdAt)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {mail.lastAttemptAt ? dateTime(mail.lastAttemptAt) : text.never}
            </td>
            <td className={cellClass}>
              <Button
                variant="outline"
                size="sm"
                aria-label={text.retryFor(mail.to, mail.subject)}
                disabled={retry.isPending && retry.variables === mail.id}
                onClick={() => onRetry(mail)}
              >
                <RotateCw aria-hidden="true" />
                {retry.isPending && retry.variables === mail.id ? text.retrying : text.retry}
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} total={total} pageSize={pageSize} onPage={setPage} labels={pagerLabels} />
    </BackOfficePage>
  );
}
