import type { QueueItem } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/use-date-format';
import { ActionForm } from './action-form-panel';
import { queueItemQueryOptions } from './api';
import { useT } from './i18n';
import { ACTION_LABELS, REASON_LABELS, REPORT_STATUS_LABELS, ruleTitle } from './labels';
import { AuthorLine, ItemBadges } from './queue-card';

type ItemDialogProps = { item: QueueItem | null; onClose: () => void };

/** The reported item in context, every report with its note, the author's history, and the action form. */
export function ItemDialog({ item, onClose }: ItemDialogProps) {
  const t = useT();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" aria-describedby={undefined} closeLabel={t('item.close')}>
        <DialogTitle>{t('item.title')}</DialogTitle>
        {item && <ItemDetail item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ItemDetail({ item, onDone }: { item: QueueItem; onDone: () => void }) {
  const query = useQuery(queueItemQueryOptions(item));
  const { dateTime } = useDateFormat();
  const t = useT();
  const detail = query.data;

  return (
    <div className="flex flex-col gap-5">
      <ItemBadges item={detail ?? item} />
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('item.loading')}
        </p>
      ) : query.isError || !detail ? (
        <p role="alert" className="text-sm text-destructive">
          {t('item.failed')}
        </p>
      ) : (
        <>
          <section aria-labelledby="item-text-heading" className="flex flex-col gap-2">
            <h3 id="item-text-heading" className="sr-only">
              {t('item.title')}
            </h3>
            {detail.parent && (
              <p className="text-sm text-muted-foreground">
                {t('item.inReplyTo')}{' '}
                {detail.parent.url ? (
                  <Link to={detail.parent.url} className="text-link hover:underline">
                    {detail.parent.excerpt}
                  </Link>
                ) : (
                  detail.parent.excerpt
                )}
              </p>
            )}
            <p className="max-h-60 overflow-y-auto rounded-lg bg-muted p-4 text-sm break-words whitespace-pre-wrap">
              {detail.text || detail.excerpt}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <AuthorLine author={detail.author} />
              {detail.url && (
                <Link to={detail.url} className="text-link hover:underline">
                  {t('card.openInContext')}
                </Link>
              )}
            </div>
          </section>

          <section aria-labelledby="item-reports-heading" className="flex flex-col gap-2">
            <h3 id="item-reports-heading" className="text-base font-semibold">
              {t('item.reports', { count: detail.reports.length })}
            </h3>
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {detail.reports.map((report) => (
                <li key={report.id} className="flex flex-col gap-1 p-3 text-sm">
                  <span className="flex flex-wrap gap-x-3">
                    <span className="font-medium">{t(REASON_LABELS[report.reason])}</span>
                    <span className="text-muted-foreground">{dateTime(report.createdAt)}</span>
                    <span className="text-muted-foreground">{t(REPORT_STATUS_LABELS[report.status])}</span>
                  </span>
                  <span className={report.note ? 'break-words' : 'text-muted-foreground'}>
                    {report.note || t('item.noNote')}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="item-history-heading" className="flex flex-col gap-2">
            <h3 id="item-history-heading" className="text-base font-semibold">
              {t('item.history')}
            </h3>
            {detail.history.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('item.noHistory')}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {detail.history.map((entry) => (
                  <li key={entry.id}>
                    <span className="font-medium">{t(ACTION_LABELS[entry.action])}</span> — {ruleTitle(t, entry.ruleId)}{' '}
                    · <span className="text-muted-foreground">{dateTime(entry.createdAt)}</span>
                    {entry.note && <span className="block text-muted-foreground">{entry.note}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <ActionForm item={detail} onDone={onDone} />
        </>
      )}
    </div>
  );
}
