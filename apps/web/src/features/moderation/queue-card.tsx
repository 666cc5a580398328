import type { QueueItem } from '@storyloom/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDateFormat } from '@/lib/use-date-format';
import { AppealPanel } from './appeal-panel';
import { useT } from './i18n';
import { AGE_BAND_LABELS, REASON_LABELS, SURFACE_LABELS } from './labels';

/** The author's name, @username, age band (plainly) and prior actions. */
export function AuthorLine({ author }: { author: QueueItem['author'] }) {
  const t = useT();
  if (!author) return <span>{t('card.unknownAuthor')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium">{author.name}</span>
      <span className="text-muted-foreground">@{author.username}</span>
      <Badge tone={author.ageBand === 'adult' ? 'neutral' : 'warning'}>{t(AGE_BAND_LABELS[author.ageBand])}</Badge>
      <span className="text-muted-foreground">{t('card.priorActions', { count: author.priorActions })}</span>
    </span>
  );
}

export function ItemBadges({ item }: { item: QueueItem }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="primary">{t(SURFACE_LABELS[item.surface])}</Badge>
      {item.overdue && <Badge tone="warning">{t('card.overdue')}</Badge>}
      {item.state && <Badge>{item.state === 'hidden' ? t('card.hidden') : t('card.removed')}</Badge>}
      {item.reportCount > 0 && <Badge>{t('card.reports', { count: item.reportCount })}</Badge>}
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

type QueueCardProps = { item: QueueItem; onReview: () => void };

/** One reported item (or, in the appeals view, one appeal) in the queue. */
export function QueueCard({ item, onReview }: QueueCardProps) {
  const { dateTime } = useDateFormat();
  const t = useT();
  const headingId = `queue-${item.surface}-${item.itemId}`;
  return (
    <Card className="flex flex-col gap-3 p-4 md:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <ItemBadges item={item} />
        <h2 id={headingId} className="line-clamp-3 text-base font-semibold break-words whitespace-pre-wrap">
          {item.excerpt || '—'}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('queue.reasonLabel')}>
            {item.reasons.length === 0
              ? '—'
              : item.reasons
                  .map((r) => t('card.reasonCount', { reason: t(REASON_LABELS[r.reason]), count: r.count }))
                  .join(', ')}
          </Field>
          <Field label={t('card.author')}>
            <AuthorLine author={item.author} />
          </Field>
          <Field label={t('card.firstReported')}>{item.firstReportedAt ? dateTime(item.firstReportedAt) : '—'}</Field>
          <Field label={t('card.lastReported')}>{item.lastReportedAt ? dateTime(item.lastReportedAt) : '—'}</Field>
        </dl>
        {item.appeal && <AppealPanel appeal={item.appeal} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant={item.appeal ? 'outline' : 'primary'} onClick={onReview}>
            {t('card.review')}
            <span className="sr-only">: {item.excerpt}</span>
          </Button>
          {item.url && (
            <Link to={item.url} className="inline-flex min-h-6 items-center text-sm text-link hover:underline">
              {t('card.openInContext')}
              <span className="sr-only">: {item.excerpt}</span>
            </Link>
          )}
        </div>
      </article>
    </Card>
  );
}
