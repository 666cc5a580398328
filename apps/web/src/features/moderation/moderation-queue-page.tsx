import {
  type QueueItem,
  REPORT_REASONS,
  REPORT_SURFACES,
  type ReportReason,
  type ReportSurface,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackOfficePage } from '@/components/back-office-page';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useFetchErrorToast, usePagerLabels } from '@/features/admin';
import { QUEUE_PAGE_SIZE, type QueueParams, type QueueStatus, queueQueryOptions } from './api';
import { type ModerationKey, useT } from './i18n';
import { ItemDialog } from './item-dialog';
import { REASON_LABELS, SURFACE_LABELS } from './labels';
import { ModerationNav } from './moderation-nav';
import { QueueCard } from './queue-card';

const STATUSES: QueueStatus[] = ['open', 'handled', 'appeals'];
const INITIAL: QueueParams = { status: 'open', reason: '', surface: '', page: 1 };
const STATUS_LABELS = {
  open: 'queue.status.open',
  handled: 'queue.status.handled',
  appeals: 'queue.status.appeals',
} as const satisfies Record<QueueStatus, ModerationKey>;
const EMPTY_TEXT = {
  open: 'queue.empty.open',
  handled: 'queue.empty.handled',
  appeals: 'queue.empty.appeals',
} as const satisfies Record<QueueStatus, ModerationKey>;

/** /admin/moderation: open reports grouped by item, handled ones, and appeals; for moderators and admins. */
export function ModerationQueuePage() {
  const t = useT();
  const pagerLabels = usePagerLabels();
  const [params, setParams] = useState<QueueParams>(INITIAL);
  const [open, setOpen] = useState<QueueItem | null>(null);
  const query = useQuery(queueQueryOptions(params));
  useFetchErrorToast(query.error, t('queue.fetchFailed'));

  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const loading = query.isPending || query.isPlaceholderData;
  const filtered = params.reason !== '' || params.surface !== '';
  const update = (patch: Partial<QueueParams>) => setParams((p) => ({ ...p, page: 1, ...patch }));

  return (
    <BackOfficePage title={t('queue.title')} intro={t('queue.intro')}>
      <ModerationNav />
      <search className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queue-status">{t('queue.statusLabel')}</Label>
          <NativeSelect
            id="queue-status"
            value={params.status}
            onChange={(e) => update({ status: e.target.value as QueueStatus })}
            options={STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queue-reason">{t('queue.reasonLabel')}</Label>
          <NativeSelect
            id="queue-reason"
            value={params.reason}
            onChange={(e) => update({ reason: e.target.value as ReportReason | '' })}
            options={[
              { value: '', label: t('queue.anyReason') },
              ...REPORT_REASONS.map((r) => ({ value: r, label: t(REASON_LABELS[r]) })),
            ]}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queue-surface">{t('queue.surfaceLabel')}</Label>
          <NativeSelect
            id="queue-surface"
            value={params.surface}
            onChange={(e) => update({ surface: e.target.value as ReportSurface | '' })}
            options={[
              { value: '', label: t('queue.anySurface') },
              ...REPORT_SURFACES.map((v) => ({ value: v, label: t(SURFACE_LABELS[v]) })),
            ]}
          />
        </div>
      </search>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loading ? '' : t('queue.showing', { shown: items.length, total })}
      </p>
      {loading ? (
        <p role="status" className="inline-flex items-center gap-2 py-8 text-muted-foreground">
          <Spinner className="size-4" />
          {t('queue.loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-8">
          <p className="text-muted-foreground">{t(EMPTY_TEXT[params.status])}</p>
          {filtered && (
            <Button variant="link" onClick={() => update({ reason: '', surface: '' })}>
              {t('queue.clearFilters')}
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label={t('queue.listLabel')} className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={`${item.surface}:${item.itemId}:${item.appeal?.id ?? ''}`}>
              <QueueCard item={item} onReview={() => setOpen(item)} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={params.page}
        total={total}
        pageSize={query.data?.pageSize ?? QUEUE_PAGE_SIZE}
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        labels={pagerLabels}
      />
      <ItemDialog item={open} onClose={() => setOpen(null)} />
    </BackOfficePage>
  );
}
