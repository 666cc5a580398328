import { type DataExport, EXPORT_TTL_HOURS } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { htmlLangOf, useActiveLocale } from '@/i18n';
import { errorMessage } from '@/lib/api';
import { useMe } from '@/lib/me';
import { useDateFormat } from '@/lib/use-date-format';
import { useT } from '../i18n';
import { SettingsSection } from '../section';
import { latestExportQueryOptions, useRequestExport } from './privacy-api';
import { fileSize } from './privacy-text';

function ExportState({
  current,
  onRequest,
  busy,
}: {
  current: DataExport | null;
  onRequest: () => void;
  busy: boolean;
}) {
  const t = useT();
  const locale = htmlLangOf(useActiveLocale());
  const { data: me } = useMe();
  const format = useDateFormat();
  const request = (label: string, variant: 'primary' | 'outline' = 'primary') => (
    <Button variant={variant} onClick={onRequest} disabled={busy} className="self-start">
      {busy ? t('export.requesting') : label}
    </Button>
  );
  switch (current?.status) {
    case 'building':
      return (
        <div role="status" className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
          <Spinner className="mt-0.5 size-4 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{t('export.building')}</p>
            {me?.user.email && <p className="text-muted-foreground">{t('export.buildingMail')}</p>}
          </div>
        </div>
      );
    case 'ready':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">
            {t('export.ready', { size: fileSize(current.sizeBytes ?? 0, locale, t) })}
          </p>
          <a href={current.downloadUrl ?? undefined} download className={buttonVariants({ className: 'self-start' })}>
            <Download aria-hidden="true" />
            {t('export.download')}
          </a>
          <p className="text-sm text-muted-foreground">
            {t('export.until', { when: format.dateTime(current.expiresAt ?? '') })}
          </p>
          {request(t('export.again'), 'outline')}
        </div>
      );
    case 'expired':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('export.expired')}</p>
          {request(t('export.request'))}
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-sm text-destructive">
            {t('export.failed')}
          </p>
          {request(t('export.retry'))}
        </div>
      );
    default:
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t('export.validFor', { hours: EXPORT_TTL_HOURS })}</p>
          {request(t('export.request'))}
        </div>
      );
  }
}

/** Export my data: ask for a zip, watch it being built, download it while the link lasts. */
export function ExportSection() {
  const t = useT();
  const query = useQuery(latestExportQueryOptions);
  const requestExport = useRequestExport();
  const onRequest = () =>
    requestExport.mutate(undefined, {
      onError: (error) =>
        toast.error(t('export.requestFailed'), { description: errorMessage(error, t('export.requestFailed')) }),
    });
  return (
    <SettingsSection title={t('export.title')} hint={t('export.hint')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t('export.contains')}</p>
        <QueryState query={query} text={{ failed: t('export.loadFailed') }}>
          {(data) => <ExportState current={data.export} onRequest={onRequest} busy={requestExport.isPending} />}
        </QueryState>
      </div>
    </SettingsSection>
  );
}
